// /content/documents: public reads (published; ?category=&schoolYear=), editors' writes (MANAGER,
// ADMIN) and the trash. A stored file's lasting address is documentFileRoutes.ts.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { contentMessages } from '@school/shared/messages/content';
import { documentInputSchema, documentListQuerySchema, documentPageSchema, documentSchema } from '@school/shared/schemas';
import { CONTENT_EDITOR_ROLES } from '@school/shared/types';
import { requireRole } from '../auth/requireRole';
import { actorOf, cacheControlFor, moveToTrash, viewOf } from '../content/contentLifecycle';
import type { Database } from '../db/schema';
import { ApiError } from '../http/apiError';
import { documentKind, findDocument, listDocuments, saveDocument } from '../repositories/documentsRepository';
import { idParams } from '../validation/pathParams';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import { contentLifecycleRoutes } from './contentLifecycleRoutes';

const notFound = () => new ApiError(404, contentMessages.notFound);

export async function documentsRoutes(fastify: FastifyInstance, { db, now }: { db: Kysely<Database>; now: () => number }): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  const editors = { onRequest: requireRole(...CONTENT_EDITOR_ROLES) };

  app.get('/content/documents', { schema: { querystring: documentListQuerySchema, response: { 200: documentPageSchema } } }, async (request, reply) => {
    const view = viewOf(request);
    reply.header('Cache-Control', cacheControlFor(view));
    return listDocuments(db, { ...request.query, view, now: now() });
  });

  app.get('/content/documents/:id', { schema: { params: idParams, response: { 200: documentSchema } } }, async (request, reply) => {
    const view = viewOf(request);
    const document = await findDocument(db, request.params.id, view, now());
    if (!document) throw notFound();
    return reply.header('Cache-Control', cacheControlFor(view)).send(document);
  });

  app.post('/content/documents', { ...editors, schema: { body: documentInputSchema, response: { 201: documentSchema } } }, async (request, reply) => {
    const document = await db.transaction().execute((trx) => saveDocument(trx, null, request.body, actorOf(request), now()));
    return reply.status(201).send(document!);
  });

  app.put(
    '/content/documents/:id',
    { ...editors, schema: { params: idParams, body: documentInputSchema, response: { 200: documentSchema } } },
    async (request) => {
      const document = await db.transaction().execute((trx) => saveDocument(trx, request.params.id, request.body, actorOf(request), now()));
      return document ?? Promise.reject(notFound());
    },
  );

  app.delete('/content/documents/:id', { ...editors, schema: { params: idParams } }, async (request, reply) => {
    const moved = await db.transaction().execute((trx) => moveToTrash(trx, documentKind, request.params.id, actorOf(request), now()));
    if (!moved) throw notFound();
    return reply.type('text/plain; charset=utf-8').send(contentMessages.movedToTrash);
  });

  await contentLifecycleRoutes(app, { db, now, path: '/content/documents', kind: documentKind, read: (database, id, time) => findDocument(database, id, 'editor', time) });
}
