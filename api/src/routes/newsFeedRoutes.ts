// GET /content/news/rss.xml: the latest published news as RSS 2.0, for feed readers (announced by
// <link rel="alternate"> in the public pages' head). Links are absolute, on the site's configured
// address (PUBLIC_SITE_URL, or the school's own domain on a platform: siteOrigin.ts): a shared
// cache must never keep a feed that a request's Host (or X-Forwarded-Host) pointed at another site.
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from './contentRequest';
import { renderNewsFeed } from '../content/rssFeed';
import { siteOriginOf } from '../tenancy/siteOrigin';
import { getAboutUs } from '../repositories/aboutUsRepository';
import { listNews } from '../repositories/newsRepository';
import type { DatedOptions } from './routeOptions';

export const FEED_SIZE = 20;

export interface NewsFeedRoutesOptions extends DatedOptions {
  publicSiteUrl: string;
}

export async function newsFeedRoutes(fastify: FastifyInstance, { db, now, publicSiteUrl }: NewsFeedRoutesOptions): Promise<void> {
  fastify.get('/content/news/rss.xml', async (request, reply) => {
    const [{ items }, aboutUs] = await Promise.all([
      listNews(db, { page: 1, pageSize: FEED_SIZE, view: 'public', now: now() }),
      getAboutUs(db),
    ]);
    return reply
      .header('Cache-Control', cacheControlFor('public'))
      .type('application/rss+xml; charset=utf-8')
      .send(renderNewsFeed({ origin: siteOriginOf(request, publicSiteUrl), schoolName: aboutUs.name, posts: items }));
  });
}
