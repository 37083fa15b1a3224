// GET /content/news/rss.xml: the latest published news as RSS 2.0, for feed readers (announced by
// <link rel="alternate"> in the public pages' head). Links are absolute, on the visitor's origin.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { cacheControlFor } from '../content/contentLifecycle';
import { renderNewsFeed } from '../content/rssFeed';
import type { Database } from '../db/schema';
import { getAboutUs } from '../repositories/aboutUsRepository';
import { listNews } from '../repositories/newsRepository';

export const FEED_SIZE = 20;

export async function newsFeedRoutes(fastify: FastifyInstance, { db, now }: { db: Kysely<Database>; now: () => number }): Promise<void> {
  fastify.get('/content/news/rss.xml', async (request, reply) => {
    const [{ items }, aboutUs] = await Promise.all([
      listNews(db, { page: 1, pageSize: FEED_SIZE, view: 'public', now: now() }),
      getAboutUs(db),
    ]);
    const origin = `${request.protocol}://${request.host}`;
    return reply
      .header('Cache-Control', cacheControlFor('public'))
      .type('application/rss+xml; charset=utf-8')
      .send(renderNewsFeed({ origin, schoolName: aboutUs.name, posts: items }));
  });
}
