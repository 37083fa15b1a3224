// /content/trash: what editors deleted in the last 30 days, purged for good on demand (one item,
// or everything past its 30 days; the API also purges those every hour).
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { contentMessages } from '@school/shared/messages/content';
import { CONTENT_TYPES, trashItemSchema } from '@school/shared/schemas';
import { CONTENT_EDITOR_ROLES } from '@school/shared/types';
import { requireRole } from '../auth/requireRole';
import { listTrash, purgeItem } from '../content/contentLifecycle';
import { contentKindList, contentKinds } from '../content/kinds';
import { purgeExpiredTrash } from '../content/trashPurge';
import { ApiError } from '../http/apiError';
import { idParams } from '../validation/pathParams';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import { actorOf } from './contentRequest';
import type { DatedOptions } from './routeOptions';

const itemParams = z.object({ type: z.enum(CONTENT_TYPES, contentMessages.notFound), id: idParams.shape.id });

export async function trashRoutes(fastify: FastifyInstance, { db, now }: DatedOptions): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  const editors = { onRequest: requireRole(...CONTENT_EDITOR_ROLES) };

  app.get('/content/trash', { ...editors, schema: { response: { 200: z.array(trashItemSchema) } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-cache');
    return listTrash(db, contentKindList);
  });

  app.delete('/content/trash/:type/:id', { ...editors, schema: { params: itemParams } }, async (request, reply) => {
    const { type, id } = request.params;
    const purged = await db.transaction().execute((trx) => purgeItem(trx, contentKinds[type], id, actorOf(request), now()));
    if (!purged) throw new ApiError(404, contentMessages.notFound);
    return reply.type('text/plain; charset=utf-8').send(contentMessages.purged);
  });

  app.post('/content/trash/purge', { ...editors }, async (request) => ({ purged: await purgeExpiredTrash(db, now(), actorOf(request)) }));
}
