// /api/media: the media library. Editors (MANAGER, ADMIN) upload (multipart), list, read, change
// alt text and delete; a file content still uses is not deleted (409), but may be taken down: removed
// from everything that uses it, then deleted with its files (content/mediaTakedown.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { mediaMessages } from '@school/shared/messages/media';
import { mediaTakedownPath } from '@school/shared/routing';
import { mediaListQuerySchema, mediaPageSchema, mediaSchema, mediaTakedownSchema, mediaUpdateSchema } from '@school/shared/schemas';
import { CONTENT_EDITOR_ROLES } from '@school/shared/types';
import { requireRole } from '../auth/requireRole';
import { takeDownMedia } from '../content/mediaTakedown';
import { ApiError } from '../http/apiError';
import type { MediaService } from '../media/mediaService';
import { RETRY_AFTER_SECONDS } from '../media/mediaService';
import { auditChanges } from '../audit/auditFields';
import { mediaTextAudit } from '../audit/entityAudit';
import { recordAudit } from '../repositories/auditLogRepository';
import { countMediaUsages, deleteMedia, findMedia, isMediaOfSchool, listMedia, updateMediaText } from '../repositories/mediaRepository';
import { schoolIdOf } from '../tenancy/tenant';
import { idParams } from '../validation/pathParams';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import type { DatedOptions } from './routeOptions';

const notFound = () => new ApiError(404, mediaMessages.notFound);
/** The upload refused while the processing queue is full, answered here rather than thrown: an expected answer, not a fault. */
const busyAnswer = z.object({ message: z.string() });

export interface MediaRoutesOptions extends DatedOptions {
  media: MediaService;
}

export async function mediaRoutes(fastify: FastifyInstance, { db, media, now }: MediaRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  // Another school's item is no item here (404), whoever asks.
  const ofThisSchool = async (request: FastifyRequest) => {
    const id = Number((request.params as { id: string }).id);
    if (Number.isInteger(id) && !(await isMediaOfSchool(db, id, schoolIdOf(request)))) throw notFound();
  };
  const editors = { onRequest: requireRole(...CONTENT_EDITOR_ROLES) };
  const oneItem = { ...editors, preHandler: ofThisSchool };
  const actorOf = (user: { id: number; username: string }) => ({ id: user.id, username: user.username });

  app.post('/media', { ...editors, schema: { response: { 201: mediaSchema, 503: busyAnswer } } }, async (request, reply) => {
    try {
      return reply.status(201).send(await media.upload(request, request.session!.user));
    } catch (error) {
      // Expected answers, not faults: one line each, without a stack.
      if (request.raw.socket.destroyed) {
        request.log.info('upload abandoned: the client left before it was received');
        return reply.hijack();
      }
      if (error instanceof ApiError && error.statusCode === 503) {
        request.log.warn('upload refused: the processing queue is full');
        return reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send({ message: error.message });
      }
      throw error;
    }
  });

  app.get('/media', { ...editors, schema: { querystring: mediaListQuerySchema, response: { 200: mediaPageSchema } } }, async (request) => {
    const { q, kind, missingAlt, unused, page, pageSize } = request.query;
    const { items, total } = await listMedia(db, { schoolId: schoolIdOf(request), q: q?.trim() || undefined, kind, missingAlt: missingAlt === 'true', unused: unused === 'true', page, pageSize });
    return { items, total, page, pageSize };
  });

  app.get('/media/:id', { ...oneItem, schema: { params: idParams, response: { 200: mediaSchema } } }, async (request) => {
    return (await findMedia(db, request.params.id)) ?? Promise.reject(notFound());
  });

  app.put('/media/:id', { ...oneItem, schema: { params: idParams, body: mediaUpdateSchema, response: { 200: mediaSchema } } }, async (request) => {
    const { id } = request.params;
    const change = request.body;
    await db.transaction().execute(async (trx) => {
      const before = await findMedia(trx, id);
      if (!before || !(await updateMediaText(trx, id, change))) throw notFound();
      const after = { alt: change.alt ?? before.alt, decorative: change.decorative ?? before.decorative };
      await recordAudit(
        trx,
        { actor: actorOf(request.session!.user), action: 'UPDATE', itemType: 'media', itemId: id, itemLabel: before.originalName, changes: auditChanges(mediaTextAudit, before, after) },
        now(),
      );
    });
    return (await findMedia(db, id))!;
  });

  app.delete('/media/:id', { ...oneItem, schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    const keys = await db.transaction().execute(async (trx) => {
      const before = await findMedia(trx, id);
      if (!before) throw notFound();
      const uses = await countMediaUsages(trx, id);
      if (uses > 0) throw new ApiError(409, mediaMessages.inUse(uses));
      const removed = (await deleteMedia(trx, id)) ?? [];
      await recordAudit(trx, { actor: actorOf(request.session!.user), action: 'DELETE', itemType: 'media', itemId: id, itemLabel: before.originalName }, now());
      return removed;
    });
    // After the commit: a crash in between leaves files no row names, which the sweep removes.
    await Promise.all(keys.map((key) => media.storage.delete(key).catch((error: unknown) => request.log.warn({ err: error, key }, 'media file not removed'))));
    return reply.type('text/plain; charset=utf-8').send(mediaMessages.deleted);
  });

  app.post(mediaTakedownPath.route, { ...oneItem, schema: { params: idParams, response: { 200: mediaTakedownSchema } } }, async (request) => {
    const { id } = request.params;
    const result = await db.transaction().execute((trx) => takeDownMedia(trx, id, actorOf(request.session!.user), now()));
    if (!result) throw notFound();
    media.cancelVariants(id);
    const removeFile = (key: string) => media.storage.delete(key).catch((error: unknown) => request.log.warn({ err: error, key }, 'media file not removed'));
    // The files go before the answer: a pre-rendered page still naming them (until the renderer
    // sees the changed answers, scripts/prerender/watch.mjs) shows no photo.
    await Promise.all(result.keys.map(removeFile));
    return { message: mediaMessages.takenDown(result.media.originalName, result.removedFrom.length), media: result.media, removedFrom: result.removedFrom };
  });
}
