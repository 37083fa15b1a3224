// The calendar as iCalendar (RFC 5545), for phones' and mail clients' calendars to subscribe to:
// CRLF lines folded at 75 octets, text escaped, timed events in Europe/Bucharest (its VTIMEZONE
// included, so a client needs no time-zone database), all-day events as DATE values whose DTEND is
// the day after the last (RFC 5545 3.6.1: DTEND is exclusive), stable UIDs.
import { eventCategoryWords, type SchoolEvent } from '@school/shared/types';
import { htmlToText } from './textFolding';

export const CALENDAR_TIME_ZONE = 'Europe/Bucharest';

// The EU rule Romania follows since 1997: summer time from the last Sunday of March, 03:00 local,
// to the last Sunday of October, 04:00 local.
const bucharestTimeZone = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0300',
  'TZNAME:EEST',
  'DTSTART:19970330T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'TZNAME:EET',
  'DTSTART:19971026T040000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export const escapeText = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, '\\n');

const encoder = new TextEncoder();

/** A content line cut into lines of at most 75 octets, never inside a character; each next one starts with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The continuation's leading space counts towards its 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compact = (wallClock: string) => wallClock.replace(/[-:]/g, '');
/** The day after `day` (YYYY-MM-DD), as YYYYMMDD. */
const dayAfter = (day: string) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return compact(next.toISOString().slice(0, 10));
};
const utcStamp = (isoTime: string) => `${new Date(isoTime).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

function eventTimes(event: SchoolEvent): string[] {
  if (event.allDay) return [`DTSTART;VALUE=DATE:${compact(event.start)}`, `DTEND;VALUE=DATE:${dayAfter(event.end ?? event.start)}`];
  const zoned = (wallClock: string) => `;TZID=${CALENDAR_TIME_ZONE}:${compact(wallClock)}00`;
  return [`DTSTART${zoned(event.start)}`, ...(event.end ? [`DTEND${zoned(event.end)}`] : [])];
}

// The description's paragraphs and list items on lines of their own.
const blockEnd = /<\/(?:p|li|h[1-6]|tr|blockquote)>|<br\s*\/?>/gi;
// Inline tags are no word break: 'a <strong>doua</strong> zi.' reads 'a doua zi.'.
const inlineTag = /<\/?(?:a|b|strong|i|em|u|s|span|sub|sup|mark|small|code)(?:\s[^>]*)?>/gi;
const descriptionOf = (html: string) =>
  html
    .replace(inlineTag, '')
    .split(blockEnd)
    .map(htmlToText)
    .filter((text) => text !== '')
    .join('\n');

export interface CalendarOptions {
  /** The site's origin, e.g. https://scoala.example (no trailing slash). */
  origin: string;
  /** The calendar's name as a client lists it. */
  name: string;
  events: SchoolEvent[];
}

function eventLines(origin: string, event: SchoolEvent): string[] {
  const link = `${origin}/calendar/${encodeURIComponent(event.slug)}`;
  const description = descriptionOf(event.body);
  return [
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${new URL(origin).host}`,
    `DTSTAMP:${utcStamp(event.updatedAt)}`,
    `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
    ...eventTimes(event),
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.place ? [`LOCATION:${escapeText(event.place)}`] : []),
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    `CATEGORIES:${escapeText(eventCategoryWords[event.category].ro)}`,
    `URL:${link}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

export function renderCalendar({ origin, name, events }: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Site scoala//Calendar//RO',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${CALENDAR_TIME_ZONE}`,
    ...bucharestTimeZone,
    ...events.flatMap((event) => eventLines(origin, event)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
