// /content/news: public reads (published, newest first; one post by slug, a former slug answering
// 301 to the current one), editors' writes (MANAGER, ADMIN), the trash and revisions.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { contentMessages } from '@school/shared/messages/content';
import { newsInputSchema, newsListQuerySchema, newsPageSchema, newsSchema } from '@school/shared/schemas';
import { CONTENT_EDITOR_ROLES } from '@school/shared/types';
import { requireRole } from '../auth/requireRole';
import { actorOf, cacheControlFor, moveToTrash, viewOf } from '../content/contentLifecycle';
import { postIdForOldSlug } from '../content/slugs';
import type { Database } from '../db/schema';
import { ApiError } from '../http/apiError';
import { findNews, listNews, newsKind, saveNews } from '../repositories/newsRepository';
import { idParams, slugParams } from '../validation/pathParams';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import { contentLifecycleRoutes } from './contentLifecycleRoutes';

const notFound = () => new ApiError(404, contentMessages.notFound);

export async function newsRoutes(fastify: FastifyInstance, { db, now }: { db: Kysely<Database>; now: () => number }): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  const editors = { onRequest: requireRole(...CONTENT_EDITOR_ROLES) };

  app.get('/content/news', { schema: { querystring: newsListQuerySchema, response: { 200: newsPageSchema } } }, async (request, reply) => {
    const view = viewOf(request);
    reply.header('Cache-Control', cacheControlFor(view));
    return listNews(db, { ...request.query, view, now: now() });
  });

  app.get('/content/news/:slug', { schema: { params: slugParams, response: { 200: newsSchema } } }, async (request, reply) => {
    const view = viewOf(request);
    const { slug } = request.params;
    if (slug === null) throw notFound();
    const time = now();
    const post = await findNews(db, /^[1-9][0-9]{0,9}$/.test(slug) ? Number(slug) : slug, view, time);
    if (post) return reply.header('Cache-Control', cacheControlFor(view)).send(post);
    const movedTo = await postIdForOldSlug(db, slug);
    const current = movedTo === undefined ? undefined : await findNews(db, movedTo, view, time);
    if (!current) throw notFound();
    return reply.redirect(`/api/content/news/${encodeURIComponent(current.slug)}`, 301);
  });

  app.post('/content/news', { ...editors, schema: { body: newsInputSchema, response: { 201: newsSchema } } }, async (request, reply) => {
    const post = await db.transaction().execute((trx) => saveNews(trx, null, request.body, actorOf(request), now()));
    return reply.status(201).send(post!);
  });

  app.put('/content/news/:id', { ...editors, schema: { params: idParams, body: newsInputSchema, response: { 200: newsSchema } } }, async (request) => {
    const post = await db.transaction().execute((trx) => saveNews(trx, request.params.id, request.body, actorOf(request), now()));
    return post ?? Promise.reject(notFound());
  });

  app.delete('/content/news/:id', { ...editors, schema: { params: idParams } }, async (request, reply) => {
    const moved = await db.transaction().execute((trx) => moveToTrash(trx, newsKind, request.params.id, actorOf(request), now()));
    if (!moved) throw notFound();
    return reply.type('text/plain; charset=utf-8').send(contentMessages.movedToTrash);
  });

  await contentLifecycleRoutes(app, {
    db,
    now,
    path: '/content/news',
    kind: newsKind,
    read: (database, id, time) => findNews(database, id, 'editor', time),
    revisions: { input: newsInputSchema, save: saveNews },
  });
}
