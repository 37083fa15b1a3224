// The routes of one kind of content item, from its definition (content/defineContentKind.ts), under
// /content/{collection}: public reads (visitors see what is published; a draft is 404, never 403),
// one item by its address (id; or slug, a former slug answering 301; or key), editors' writes
// (MANAGER, ADMIN) each in one transaction, delete to the trash and restore, and for kinds that
// keep them the revisions (list, restore one: the snapshot checked again by the input schema).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { contentMessages } from '@school/shared/messages/content';
import { revisionSchema, validate } from '@school/shared/schemas';
import { CONTENT_EDITOR_ROLES, contentApiPath } from '@school/shared/types';
import { requireRole } from '../auth/requireRole';
import { moveToTrash, restoreFromTrash } from '../content/contentLifecycle';
import { onOneConnection } from '../db/database';
import type { AnyContentKind } from '../content/defineContentKind';
import { ApiError } from '../http/apiError';
import { findRevisionSnapshot, listRevisions } from '../repositories/revisionsRepository';
import { idParams, pageKeyParams, slugParams } from '../validation/pathParams';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import { actorOf, cacheControlFor, viewOf } from './contentRequest';
import type { DatedOptions } from './routeOptions';

const notFound = () => new ApiError(404, contentMessages.notFound);
const revisionParams = z.object({ id: idParams.shape.id, revisionId: idParams.shape.id });
/** An address naming an item by digits names it by id. */
const idOrName = (name: string) => (/^[1-9][0-9]{0,9}$/.test(name) ? Number(name) : name);

export interface ContentRoutesOptions extends DatedOptions {
  kind: AnyContentKind;
}

export async function contentRoutes(fastify: FastifyInstance, { db, now, kind }: ContentRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  const editors = { onRequest: requireRole(...CONTENT_EDITOR_ROLES) };
  const path = contentApiPath(kind.type);
  const { schemas, address } = kind;

  app.get(path, { schema: { querystring: schemas.listQuery, response: { 200: schemas.listPage } } }, async (request, reply) => {
    const view = viewOf(request);
    reply.header('Cache-Control', cacheControlFor(view));
    return onOneConnection(db, (one) => kind.list(one, request.query, { view, now: now() }));
  });

  /** The item `name` names as the request's view sees it; a former slug answers 301 to the current one. */
  const readOne = async (request: FastifyRequest, reply: FastifyReply, name: number | string | null) => {
    if (name === null) throw notFound();
    const view = viewOf(request);
    const time = now();
    const item = await onOneConnection(db, (one) => kind.find(one, name, view, time));
    if (item) return reply.header('Cache-Control', cacheControlFor(view)).send(item);
    if (address.by !== 'slug' || typeof name === 'number') throw notFound();
    const movedTo = await address.formerOwner(db, name);
    const current = movedTo === undefined ? undefined : await kind.find(db, movedTo, view, time);
    if (!current) throw notFound();
    return reply.redirect(`/api${path}/${encodeURIComponent(address.slugOf(current))}`, 301);
  };
  const one = { response: { 200: schemas.item } };
  if (address.by === 'id') app.get(`${path}/:id`, { schema: { params: idParams, ...one } }, (request, reply) => readOne(request, reply, request.params.id));
  if (address.by === 'slug')
    app.get(`${path}/:slug`, { schema: { params: slugParams, ...one } }, (request, reply) => {
      const { slug } = request.params;
      return readOne(request, reply, slug === null ? null : idOrName(slug));
    });
  // A key may hold slashes, as sent or encoded (%2F).
  if (address.by === 'key')
    app.get(`${path}/*`, { schema: { params: pageKeyParams, ...one } }, (request, reply) => {
      const key = request.params['*'];
      return readOne(request, reply, key === null ? null : idOrName(key));
    });

  app.post(path, { ...editors, schema: { body: schemas.input, response: { 201: schemas.item } } }, async (request, reply) => {
    const item = await db.transaction().execute((trx) => kind.save(trx, null, request.body, actorOf(request), now()));
    return reply.status(201).send(item);
  });

  app.put(`${path}/:id`, { ...editors, schema: { params: idParams, body: schemas.input, response: { 200: schemas.item } } }, async (request) => {
    const item = await db.transaction().execute((trx) => kind.save(trx, request.params.id, request.body, actorOf(request), now()));
    return item ?? Promise.reject(notFound());
  });

  app.delete(`${path}/:id`, { ...editors, schema: { params: idParams } }, async (request, reply) => {
    const moved = await db.transaction().execute((trx) => moveToTrash(trx, kind, request.params.id, actorOf(request), now()));
    if (!moved) throw notFound();
    return reply.type('text/plain; charset=utf-8').send(contentMessages.movedToTrash);
  });

  app.post(`${path}/:id/restore`, { ...editors, schema: { params: idParams } }, async (request) => {
    const time = now();
    const restored = await db.transaction().execute((trx) => restoreFromTrash(trx, kind, request.params.id, actorOf(request), time));
    if (!restored) throw notFound();
    return kind.find(db, request.params.id, 'editor', time);
  });

  if (!kind.revisions) return;
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
      const verdict = validate(schemas.input, snapshot);
      if (!verdict.valid) throw new ApiError(409, contentMessages.revisionInvalid);
      return kind.save(trx, id, verdict.value, actorOf(request), now());
    });
    return item ?? Promise.reject(notFound());
  });
}
