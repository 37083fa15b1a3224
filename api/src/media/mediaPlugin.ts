// The media part of the API: storage from the configuration, multipart bodies on POST /api/media
// only (every other route still reads JSON alone), the library's routes, the file serving (a
// document's lasting address included), and once the server is ready the AVIF variants a crash
// left unmade and a sweep of orphaned files.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import noStorePlugin from '../http/noStorePlugin';
import { documentFileRoutes } from '../routes/documentFileRoutes';
import { mediaFilesRoutes } from '../routes/mediaFilesRoutes';
import { mediaRoutes } from '../routes/mediaRoutes';
import type { MediaConfig } from './mediaConfig';
import { createMediaService, type MediaService } from './mediaService';
import { createMediaStorage } from './storage/createMediaStorage';
import { sweepOrphanFiles } from './sweep';

/** The media service of the app: storage and processing queues (tests wait on `background.idle()`). */
export function decorateMedia(app: FastifyInstance, db: Kysely<Database>, config: MediaConfig, now: () => number): void {
  app.decorate('media', createMediaService(db, createMediaStorage(config), config, app.log, now));
}

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService;
  }
}

export interface MediaPluginOptions {
  db: Kysely<Database>;
  now: () => number;
}

export async function mediaPlugin(app: FastifyInstance, { db, now }: MediaPluginOptions): Promise<void> {
  const { media } = app;
  const { storage } = media;
  await app.register(mediaFilesRoutes, { db, storage, now });
  await app.register(documentFileRoutes, { db, storage, now });
  await app.register(async (uploads) => {
    // The library's answers are editors' data: no cache keeps them.
    await uploads.register(noStorePlugin);
    await uploads.register(fastifyMultipart, { throwFileSizeLimit: true });
    await uploads.register(mediaRoutes, { db, media, now });
  });
  app.addHook('onReady', async () => {
    media
      .resumeVariants()
      .then((count) => count > 0 && app.log.info({ images: count }, 'making the AVIF variants left unmade'))
      .catch((error: unknown) => app.log.warn({ reason: (error as Error).message }, 'AVIF variants not resumed'));
    sweepOrphanFiles(db, storage)
      .then((removed) => removed.length > 0 && app.log.info({ removed: removed.length }, 'removed media files no row names'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'media sweep failed'));
  });
  app.addHook('onClose', async () => {
    await media.processing.idle();
    await media.background.idle();
  });
}
