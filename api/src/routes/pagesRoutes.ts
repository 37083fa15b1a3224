// /content/pages: one page per public route, read by its key (GET /content/pages/inscrierea,
// /content/pages/activitati/saptamana-verde) or by id; editors' writes (MANAGER, ADMIN), the
// trash and revisions. /content/archive/sections: the sections the rollover archived, by year.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { contentMessages } from '@school/shared/messages/content';
import { archivedSectionsQuerySchema, archivedSectionsSchema, pageInputSchema, pageListQuerySchema, pagePageSchema, pageSchema } from '@school/shared/schemas';
import { CONTENT_EDITOR_ROLES } from '@school/shared/types';
import { requireRole } from '../auth/requireRole';
import { actorOf, cacheControlFor, moveToTrash, viewOf } from '../content/contentLifecycle';
import type { Database } from '../db/schema';
import { ApiError } from '../http/apiError';
import { findArchivedSections, findPage, listPages, pageKind, savePage } from '../repositories/pagesRepository';
import { idParams, pageKeyParams } from '../validation/pathParams';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import { contentLifecycleRoutes } from './contentLifecycleRoutes';

const notFound = () => new ApiError(404, contentMessages.notFound);

export async function pagesRoutes(fastify: FastifyInstance, { db, now }: { db: Kysely<Database>; now: () => number }): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  const editors = { onRequest: requireRole(...CONTENT_EDITOR_ROLES) };

  app.get('/content/pages', { schema: { querystring: pageListQuerySchema, response: { 200: pagePageSchema } } }, async (request, reply) => {
    const view = viewOf(request);
    reply.header('Cache-Control', cacheControlFor(view));
    return listPages(db, { ...request.query, view, now: now() });
  });

  // The archive page's: public whoever asks (drafts stay out), so the same answer for everyone.
  app.get('/content/archive/sections', { schema: { querystring: archivedSectionsQuerySchema, response: { 200: archivedSectionsSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', cacheControlFor('public'));
    return findArchivedSections(db, request.query.schoolYear, now());
  });

  // The key may hold slashes, as sent or encoded (%2F).
  app.get('/content/pages/*', { schema: { params: pageKeyParams, response: { 200: pageSchema } } }, async (request, reply) => {
    const view = viewOf(request);
    const key = request.params['*'];
    if (key === null) throw notFound();
    const page = await findPage(db, /^[1-9][0-9]{0,9}$/.test(key) ? Number(key) : key, view, now());
    if (!page) throw notFound();
    return reply.header('Cache-Control', cacheControlFor(view)).send(page);
  });

  app.post('/content/pages', { ...editors, schema: { body: pageInputSchema, response: { 201: pageSchema } } }, async (request, reply) => {
    const page = await db.transaction().execute((trx) => savePage(trx, null, request.body, actorOf(request), now()));
    return reply.status(201).send(page!);
  });

  app.put('/content/pages/:id', { ...editors, schema: { params: idParams, body: pageInputSchema, response: { 200: pageSchema } } }, async (request) => {
    const page = await db.transaction().execute((trx) => savePage(trx, request.params.id, request.body, actorOf(request), now()));
    return page ?? Promise.reject(notFound());
  });

  app.delete('/content/pages/:id', { ...editors, schema: { params: idParams } }, async (request, reply) => {
    const moved = await db.transaction().execute((trx) => moveToTrash(trx, pageKind, request.params.id, actorOf(request), now()));
    if (!moved) throw notFound();
    return reply.type('text/plain; charset=utf-8').send(contentMessages.movedToTrash);
  });

  await contentLifecycleRoutes(app, {
    db,
    now,
    path: '/content/pages',
    kind: pageKind,
    read: (database, id, time) => findPage(database, id, 'editor', time),
    revisions: { input: pageInputSchema, save: savePage },
  });
}
