// GET /api/content/documents/{id}/file: a stored document's lasting address, the one the public
// pages link. It answers the file of the moment itself (not a redirect: one request fewer on a
// slow phone, and the address a parent copies or forwards is this one), revalidated at every
// visit, so a replaced file is served at once and an unchanged one costs a 304. 404 under the
// document's own rules (a draft's file to visitors, an external link, no such document).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { contentMessages } from '@school/shared/messages/content';
import { documentFilePath } from '@school/shared/routing';
import { viewOf } from './contentRequest';
import type { Database } from '../db/schema';
import { ApiError } from '../http/apiError';
import { sendStoredFile } from '../media/sendStoredFile';
import type { MediaStorage } from '../media/storage/mediaStorage';
import { findDocument } from '../repositories/documentsRepository';
import { findOriginalFile } from '../repositories/mediaRepository';
import { idParams } from '../validation/pathParams';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';

export async function documentFileRoutes(fastify: FastifyInstance, { db, storage, now }: { db: Kysely<Database>; storage: MediaStorage; now: () => number }): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  app.get(documentFilePath.route, { schema: { params: idParams } }, async (request, reply) => {
    const view = viewOf(request);
    const document = await findDocument(db, request.params.id, view, now());
    const original = document?.file && (await findOriginalFile(db, document.file.id));
    if (!original) throw new ApiError(404, contentMessages.notFound);
    return sendStoredFile(request, reply, { storage, ...original, cacheControl: view === 'editor' ? 'private, no-store' : 'public, no-cache' });
  });
}
