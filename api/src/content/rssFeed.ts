// The news as an RSS 2.0 feed: newest first, every link absolute, each post's description its text.
import type { NewsPost } from '@school/shared/types';
import { htmlToText } from './textFolding';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** RFC 822 time of a YYYY-MM-DD day (noon UTC, so no time zone moves it to the day before). */
const rfc822 = (day: string) => new Date(`${day}T12:00:00Z`).toUTCString();

const SUMMARY_LENGTH = 400;
const summaryOf = (html: string) => {
  const text = htmlToText(html).replace(/\s+/g, ' ').trim();
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH).trimEnd()}…` : text;
};

export interface FeedOptions {
  /** The site's origin, e.g. https://scoala.example (no trailing slash). */
  origin: string;
  schoolName: string;
  posts: NewsPost[];
}

export function renderNewsFeed({ origin, schoolName, posts }: FeedOptions): string {
  const items = posts
    .map((post) => {
      const link = `${origin}/noutati/${encodeURIComponent(post.slug)}`;
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <pubDate>${rfc822(post.date)}</pubDate>`,
        `      <description>${escapeXml(summaryOf(post.body))}</description>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`Noutăți — ${schoolName}`)}</title>`,
    `    <link>${escapeXml(`${origin}/noutati`)}</link>`,
    `    <atom:link href="${escapeXml(`${origin}/api/content/news/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(`Noutățile publicate de ${schoolName}`)}</description>`,
    '    <language>ro</language>',
    ...(posts[0] ? [`    <lastBuildDate>${new Date(posts[0].updatedAt).toUTCString()}</lastBuildDate>`] : []),
    items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}
