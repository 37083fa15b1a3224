// The calendar's public reads beside its kind's routes (content/kinds/event.ts: GET /content/events
// ?from=&category=, in time order, and the editors' writes): GET /content/events/by-slug/:slug, and the iCalendar feeds
// GET /calendar.ics and GET /calendar/:category.ics that phones subscribe to. Links in the feeds
// are on the site's configured address (PUBLIC_SITE_URL), never on a request's Host.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { contentMessages } from '@school/shared/messages/content';
import { dayInBucharest } from '@school/shared/messages/dates';
import { EVENT_CATEGORIES, eventSchema } from '@school/shared/schemas';
import { eventCategoryWords, type EventCategory } from '@school/shared/types';
import { renderCalendar } from '../content/icalendar';
import { ApiError } from '../http/apiError';
import { siteOriginOf } from '../tenancy/siteOrigin';
import { getAboutUs } from '../repositories/aboutUsRepository';
import { findEvent, listEvents } from '../repositories/eventsRepository';
import { slugParams } from '../validation/pathParams';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import { cacheControlFor, viewOf } from './contentRequest';
import type { DatedOptions } from './routeOptions';

/** A feed holds the events not over a year ago, at most this many (a school's few years of dates). */
export const CALENDAR_FEED_SIZE = 500;
const YEAR_MS = 365 * 86_400_000;
const categoryParams = z.object({ category: z.enum(EVENT_CATEGORIES, { error: contentMessages.category(EVENT_CATEGORIES) }) });
const notFound = () => new ApiError(404, contentMessages.notFound);

export interface EventsPublicRoutesOptions extends DatedOptions {
  publicSiteUrl: string;
}

export async function eventsPublicRoutes(fastify: FastifyInstance, { db, now, publicSiteUrl }: EventsPublicRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();

  app.get('/content/events/by-slug/:slug', { schema: { params: slugParams, response: { 200: eventSchema } } }, async (request, reply) => {
    const view = viewOf(request);
    const event = request.params.slug === null ? undefined : await findEvent(db, request.params.slug, view, now());
    if (!event) throw notFound();
    return reply.header('Cache-Control', cacheControlFor(view)).send(event);
  });

  const calendarOf = async (origin: string, category?: EventCategory) => {
    const [{ items }, aboutUs] = await Promise.all([
      listEvents(db, { page: 1, pageSize: CALENDAR_FEED_SIZE, view: 'public', now: now(), category, from: dayInBucharest(now() - YEAR_MS) }),
      getAboutUs(db),
    ]);
    const name = category ? `${eventCategoryWords[category].ro} — ${aboutUs.name}` : `Calendar — ${aboutUs.name}`;
    return renderCalendar({ origin, name, events: items });
  };
  const feedHeaders = (file: string) => ({
    'Cache-Control': cacheControlFor('public'),
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `inline; filename="${file}.ics"`,
  });

  app.get('/calendar.ics', async (request, reply) => reply.headers(feedHeaders('calendar')).send(await calendarOf(siteOriginOf(request, publicSiteUrl))));
  app.get('/calendar/:category.ics', { schema: { params: categoryParams } }, async (request, reply) =>
    reply.headers(feedHeaders(request.params.category)).send(await calendarOf(siteOriginOf(request, publicSiteUrl), request.params.category)),
  );
}
