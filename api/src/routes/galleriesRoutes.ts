// /content/galleries: public reads (published; ?schoolYear=), editors' writes (MANAGER, ADMIN;
// publishing pupils' photos needs their consent confirmed) and the trash.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { contentMessages } from '@school/shared/messages/content';
import { galleryInputSchema, galleryListQuerySchema, galleryPageSchema, gallerySchema } from '@school/shared/schemas';
import { CONTENT_EDITOR_ROLES } from '@school/shared/types';
import { requireRole } from '../auth/requireRole';
import { actorOf, cacheControlFor, moveToTrash, viewOf } from '../content/contentLifecycle';
import type { Database } from '../db/schema';
import { ApiError } from '../http/apiError';
import { findGallery, galleryKind, listGalleries, saveGallery } from '../repositories/galleriesRepository';
import { idParams } from '../validation/pathParams';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import { contentLifecycleRoutes } from './contentLifecycleRoutes';

const notFound = () => new ApiError(404, contentMessages.notFound);

export async function galleriesRoutes(fastify: FastifyInstance, { db, now }: { db: Kysely<Database>; now: () => number }): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  const editors = { onRequest: requireRole(...CONTENT_EDITOR_ROLES) };

  app.get('/content/galleries', { schema: { querystring: galleryListQuerySchema, response: { 200: galleryPageSchema } } }, async (request, reply) => {
    const view = viewOf(request);
    reply.header('Cache-Control', cacheControlFor(view));
    return listGalleries(db, { ...request.query, view, now: now() });
  });

  app.get('/content/galleries/:id', { schema: { params: idParams, response: { 200: gallerySchema } } }, async (request, reply) => {
    const view = viewOf(request);
    const gallery = await findGallery(db, request.params.id, view, now());
    if (!gallery) throw notFound();
    return reply.header('Cache-Control', cacheControlFor(view)).send(gallery);
  });

  app.post('/content/galleries', { ...editors, schema: { body: galleryInputSchema, response: { 201: gallerySchema } } }, async (request, reply) => {
    const gallery = await db.transaction().execute((trx) => saveGallery(trx, null, request.body, actorOf(request), now()));
    return reply.status(201).send(gallery!);
  });

  app.put(
    '/content/galleries/:id',
    { ...editors, schema: { params: idParams, body: galleryInputSchema, response: { 200: gallerySchema } } },
    async (request) => {
      const gallery = await db.transaction().execute((trx) => saveGallery(trx, request.params.id, request.body, actorOf(request), now()));
      return gallery ?? Promise.reject(notFound());
    },
  );

  app.delete('/content/galleries/:id', { ...editors, schema: { params: idParams } }, async (request, reply) => {
    const moved = await db.transaction().execute((trx) => moveToTrash(trx, galleryKind, request.params.id, actorOf(request), now()));
    if (!moved) throw notFound();
    return reply.type('text/plain; charset=utf-8').send(contentMessages.movedToTrash);
  });

  await contentLifecycleRoutes(app, { db, now, path: '/content/galleries', kind: galleryKind, read: (database, id, time) => findGallery(database, id, 'editor', time) });
}
