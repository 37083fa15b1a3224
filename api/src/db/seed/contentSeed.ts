// Seeds an empty content platform with the site's first content (contentSeed.json, once generated
// from the public section's bundled content, which now lives only here): the media files (api/seed-media,
// stored first, so no row ever names a missing file) and their rows, then documents, galleries,
// news and pages, all published, each through its kind's save (search index, media uses,
// revisions, audit) in one transaction; then the calendar's events (the dates the pages read).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { dayInBucharest } from '@school/shared/messages/dates';
import { documentInputSchema, eventInputSchema, galleryInputSchema, newsInputSchema, pageInputSchema, validate } from '@school/shared/schemas';
import type { ContentStatus } from '@school/shared/types';
import type { Actor } from '../../content/contentLifecycle';
import { documentKind } from '../../content/kinds/document';
import { eventKind } from '../../content/kinds/event';
import { galleryKind } from '../../content/kinds/gallery';
import { newsKind } from '../../content/kinds/news';
import { pageKind } from '../../content/kinds/page';
import { insertMedia } from '../../repositories/mediaRepository';
import type { Database } from '../schema';
import seed from './contentSeed.json';

/** The audit log names the seed as the author; it has no user row. */
const SEED: Actor = { id: null, username: 'seed' };

type SeedPhoto = { media: string; alt: string };

/** api/seed-media: SEED_MEDIA_DIR, or beside the bundle (api/dist) or the sources (api/src/db/seed); '' when absent. */
export const seedMediaDir =
  [process.env.SEED_MEDIA_DIR, path.resolve(__dirname, '../seed-media'), path.resolve(__dirname, '../../../seed-media')].find(
    (dir): dir is string => !!dir && existsSync(dir),
  ) ?? '';

/** Puts a seed file into the media storage under its key (MediaStorage.put). */
export type StoreSeedFile = (key: string, sourcePath: string, contentType: string) => Promise<void>;

/** Judged by the schema the API judges editors' bodies with: the seed breaks no rule. */
export function checked<S extends Parameters<typeof validate>[0]>(schema: S, values: unknown, what: string, status: ContentStatus = 'PUBLISHED') {
  const verdict = validate(schema, { ...(values as object), status });
  if (!verdict.valid) throw new Error(`Seed ${what}: ${JSON.stringify(verdict.errors)}`);
  return verdict.value;
}

/** The fixed pages: the public routes drawn from a page row, by key and title (a new school starts with them). */
export const fixedPages = seed.pages.map(({ key, title }) => ({ key, title }));

export async function isContentEmpty(db: Kysely<Database>): Promise<boolean> {
  for (const table of ['news_posts', 'pages', 'documents', 'galleries', 'events'] as const) {
    if (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) return false;
  }
  return true;
}

const DAY_MS = 86_400_000;

/** A parent meeting two weeks after the seeding, so a new site's calendar and "Urmează" show what comes next. */
function upcomingParentMeeting(now: number) {
  const day = dayInBucharest(now + 14 * DAY_MS);
  return { title: 'Ședința cu părinții', start: `${day}T17:30`, end: `${day}T19:00`, category: 'parent-meeting', place: 'Sala de festivități', body: '<p>Ședința semestrială cu părinții tuturor claselor.</p>' };
}

/** Answers whether it seeded. Without `storeFile`, the rows name files no storage holds. */
export async function seedContentIfEmpty(db: Kysely<Database>, now = Date.now(), storeFile?: StoreSeedFile): Promise<boolean> {
  if (!(await isContentEmpty(db))) return false;
  if (storeFile && seedMediaDir) {
    for (const m of seed.media) {
      await storeFile(m.storageKey, path.join(seedMediaDir, m.storageKey), m.mimeType);
      for (const v of m.variants) await storeFile(v.storageKey, path.join(seedMediaDir, v.storageKey), `image/${v.format}`);
    }
  }
  return db.transaction().execute(async (trx) => {
    if (!(await isContentEmpty(trx))) return false;
    const mediaIds = new Map<string, number>();
    for (const m of seed.media) {
      const variants = m.variants.map((v) => ({ format: v.format, width: v.width, height: v.height, storage_key: v.storageKey, size_bytes: v.sizeBytes }));
      const id = await insertMedia(
        trx,
        { kind: m.kind, mime_type: m.mimeType, original_name: m.originalName, storage_key: m.storageKey, sha256: m.sha256, size_bytes: m.sizeBytes, width: m.width, height: m.height, alt: m.alt, decorative: false, uploaded_by: null, created_at: now },
        variants,
      );
      mediaIds.set(m.ref, id);
    }
    const mediaId = (ref: string) => mediaIds.get(ref) ?? Promise.reject(new Error(`Seed: no media ${ref}`));
    const photos = async (list: SeedPhoto[]) => Promise.all(list.map(async (p) => ({ id: await mediaId(p.media), alt: p.alt })));

    const documentIds = new Map<string, number>();
    for (const d of seed.documents) {
      const values = checked(documentInputSchema, { ...d, file: { id: await mediaId(d.file) } }, `document ${d.ref}`);
      documentIds.set(d.ref, (await documentKind.save(trx, null, values, SEED, now))!.id);
    }
    const galleryIds = new Map<string, number>();
    for (const g of seed.galleries) {
      const values = checked(galleryInputSchema, { ...g, photos: await photos(g.photos) }, `gallery ${g.ref}`);
      galleryIds.set(g.ref, (await galleryKind.save(trx, null, values, SEED, now))!.id);
    }
    for (const n of seed.news) {
      await newsKind.save(trx, null, checked(newsInputSchema, { ...n, images: await photos(n.images) }, `news ${n.title}`), SEED, now);
    }
    for (const page of seed.pages) {
      const sections = page.sections.map((s) => ({
        ...s,
        documents: s.documents.map((ref) => ({ id: documentIds.get(ref) })),
        gallery: s.gallery === null ? null : { id: galleryIds.get(s.gallery) },
      }));
      await pageKind.save(trx, null, checked(pageInputSchema, { ...page, sections }, `page ${page.key}`), SEED, now);
    }
    for (const event of [...seed.events, upcomingParentMeeting(now)]) {
      await eventKind.save(trx, null, checked(eventInputSchema, event, `event ${event.title}`), SEED, now);
    }
    return true;
  });
}
