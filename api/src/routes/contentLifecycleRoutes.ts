// The lifecycle calls every content resource has, registered once per kind: restore from the
// trash and, for news and pages, the revisions (list, restore one). Editors only.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { contentMessages } from '@school/shared/messages/content';
import { revisionSchema } from '@school/shared/schemas';
import { CONTENT_EDITOR_ROLES } from '@school/shared/types';
import { requireRole } from '../auth/requireRole';
import { actorOf, restoreFromTrash, type Actor, type ContentKind, type SavedValues } from '../content/contentLifecycle';
import type { Database } from '../db/schema';
import { ApiError } from '../http/apiError';
import { findRevisionSnapshot, listRevisions } from '../repositories/revisionsRepository';
import { idParams } from '../validation/pathParams';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import { validate } from '@school/shared/schemas';

export interface LifecycleRoutesOptions<V extends SavedValues, Item> {
  db: Kysely<Database>;
  now: () => number;
  /** '/content/news' */
  path: string;
  kind: ContentKind<V>;
  /** The item as an editor reads it, after a restore. */
  read(db: Kysely<Database>, id: number, now: number): Promise<Item | undefined>;
  /** Revisions: the input schema a snapshot is checked with again, and the save it goes through. */
  revisions?: {
    input: z.ZodMiniType;
    save(db: Kysely<Database>, id: number, values: never, actor: Actor, now: number): Promise<Item | undefined>;
  };
}

const notFound = () => new ApiError(404, contentMessages.notFound);
const revisionParams = z.object({ id: idParams.shape.id, revisionId: idParams.shape.id });

export async function contentLifecycleRoutes<V extends SavedValues, Item>(fastify: FastifyInstance, options: LifecycleRoutesOptions<V, Item>): Promise<void> {
  const { db, now, path, kind, read, revisions } = options;
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  const editors = { onRequest: requireRole(...CONTENT_EDITOR_ROLES) };

  app.post(`${path}/:id/restore`, { ...editors, schema: { params: idParams } }, async (request) => {
    const time = now();
    const restored = await db.transaction().execute((trx) => restoreFromTrash(trx, kind, request.params.id, actorOf(request), time));
    if (!restored) throw notFound();
    return read(db, request.params.id, time);
  });

  if (!revisions) return;
  app.get(`${path}/:id/revisions`, { ...editors, schema: { params: idParams, response: { 200: z.array(revisionSchema) } } }, async (request) => {
    const item = await kind.load(db, request.params.id);
    if (!item || item.deletedAt !== null) throw notFound();
    return listRevisions(db, kind.type, request.params.id);
  });

  app.post(`${path}/:id/revisions/:revisionId/restore`, { ...editors, schema: { params: revisionParams } }, async (request) => {
    const { id, revisionId } = request.params;
    const item = await db.transaction().execute(async (trx) => {
      const snapshot = await findRevisionSnapshot(trx, kind.type, id, revisionId);
      if (snapshot === undefined) throw notFound();
      const verdict = validate(revisions.input, snapshot);
      if (!verdict.valid) throw new ApiError(409, contentMessages.revisionInvalid);
      return revisions.save(trx as unknown as Kysely<Database>, id, verdict.value as never, actorOf(request), now());
    });
    return item ?? Promise.reject(notFound());
  });
}
