// GET /api/media/files/{key}: the stored files. A file is served to anonymous visitors and USERs
// only while some content that uses it is public (404 otherwise, never 403); editors get every
// file. Keys are content-hashed, so public answers are cached for a year (sendStoredFile.ts).
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { mediaMessages } from '@school/shared/messages/media';
import { CONTENT_EDITOR_ROLES, type Role } from '@school/shared/types';
import { ApiError } from '../http/apiError';
import { sendStoredFile } from '../media/sendStoredFile';
import type { MediaStorage } from '../media/storage/mediaStorage';
import { isStorageKey } from '../media/storage/mediaStorage';
import { findStoredFile, isMediaPublic } from '../repositories/mediaRepository';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import { schoolOfKey } from '../tenancy/schoolMedia';
import { schoolIdOf } from '../tenancy/tenant';
import type { DatedOptions } from './routeOptions';

const fileParams = z.object({ key: z.string() });
const notFound = () => new ApiError(404, mediaMessages.notFound);
const isEditor = (role: Role | undefined) => (CONTENT_EDITOR_ROLES as readonly string[]).includes(role ?? '');

export interface MediaFilesRoutesOptions extends DatedOptions {
  storage: MediaStorage;
}

export async function mediaFilesRoutes(fastify: FastifyInstance, { db, storage, now }: MediaFilesRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();

  app.get('/media/files/:key', { schema: { params: fileParams } }, async (request, reply) => {
    const { key } = request.params;
    // Another school's file is no file here, whoever asks (tenancy/schoolMedia.ts).
    const ours = schoolOfKey(key) === schoolIdOf(request);
    const file = ours && isStorageKey(key) ? await findStoredFile(db, key) : undefined;
    if (!file) throw notFound();
    const isPublic = await isMediaPublic(db, file.mediaId, now());
    if (!isPublic && !isEditor(request.session?.user.role)) throw notFound();
    // Public files never change under their URL; a file only editors may see is not cached anywhere.
    return sendStoredFile(request, reply, { storage, key, file, cacheControl: isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store' });
  });
}
