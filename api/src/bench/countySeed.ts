// The county bench's content (scripts/bench/county): every school's photos, documents, galleries,
// news and pages, written as the seed writes a site's first content (contentSeed.ts): the files
// stored first (so no row names a missing one), then each school's rows in one transaction as that
// school (the row policies hold), every item through its kind's save (search index, media uses,
// revisions, audit). Thousands of saves this way take a minute where as many HTTP calls would not.
//
//   node api/dist/countySeed.js plan.json   (DATABASE_URL and MEDIA_DIR as the API's)
//
// plan.json: { schools: [{ id }], counts: { pages, news, documents, photos }, words: [...] }.
// Prints each school's public addresses as JSON: [{ id, pages: [key], news: [slug] }].
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DOCUMENT_CATEGORIES, documentInputSchema, galleryInputSchema, newsInputSchema, pageInputSchema } from '@school/shared/schemas';
import type { Actor } from '../content/contentLifecycle';
import { documentKind } from '../content/kinds/document';
import { galleryKind } from '../content/kinds/gallery';
import { newsKind } from '../content/kinds/news';
import { pageKind } from '../content/kinds/page';
import { defaultDatabaseUrl } from '../config';
import { createDatabase, type Db } from '../db/database';
import { checked } from '../db/seed/contentSeed';
import { loadMediaConfig } from '../media/mediaConfig';
import { createMediaStorage } from '../media/storage/createMediaStorage';
import type { MediaStorage } from '../media/storage/mediaStorage';
import { insertMedia } from '../repositories/mediaRepository';
import { pdfDocument } from '../testing/mediaFixtures';
import { schoolKeyPrefix } from '../tenancy/schoolMedia';
import { inSchoolTransaction } from '../tenancy/schoolTransaction';

interface Plan {
  schools: { id: number }[];
  counts: { pages: number; news: number; documents: number; photos: number };
  words: string[];
}

interface SeededSchool {
  id: number;
  pages: string[];
  news: string[];
}

const BENCH: Actor = { id: null, username: 'county-bench' };
const PHOTOS_PER_GALLERY = 20;
const PHOTO = { width: 240, height: 160 };
/** Files stored at once: enough to keep the disk busy, few enough for the open-file limit. */
const PARALLEL_PUTS = 32;
const SCHOOL_YEAR = '2025-2026';

/** One small file, stored under many keys: its bytes, where it lies, what it is. */
interface SourceFile {
  bytes: Buffer;
  path: string;
  sha256: string;
  mimeType: string;
}

function sourceFile(dir: string, name: string, bytes: Buffer, mimeType: string): SourceFile {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return { bytes, path: file, sha256: createHash('sha256').update(bytes).digest('hex'), mimeType };
}

async function sourceFiles(dir: string) {
  const picture = sharp({ create: { ...PHOTO, channels: 3, background: { r: 40, g: 120, b: 200 } } });
  return {
    jpeg: sourceFile(dir, 'photo.jpeg', await picture.clone().jpeg().toBuffer(), 'image/jpeg'),
    webp: sourceFile(dir, 'photo.webp', await picture.clone().webp().toBuffer(), 'image/webp'),
    pdf: sourceFile(dir, 'document.pdf', pdfDocument(), 'application/pdf'),
  };
}

async function putAll(storage: MediaStorage, files: { key: string; source: SourceFile }[]): Promise<void> {
  for (let start = 0; start < files.length; start += PARALLEL_PUTS) {
    await Promise.all(files.slice(start, start + PARALLEL_PUTS).map(({ key, source }) => storage.put(key, source.path, source.mimeType)));
  }
}

/** Words of the plan's vocabulary, chosen by `seed`: the texts search finds. */
const phrase = (words: string[], seed: number, count: number) => Array.from({ length: count }, (_, i) => words[(seed * 31 + i * 17) % words.length]).join(' ');
const titled = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const dayOf = (i: number) => `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;

async function seedSchool(db: Db, storage: MediaStorage, files: Awaited<ReturnType<typeof sourceFiles>>, schoolId: number, plan: Plan): Promise<SeededSchool> {
  const { counts, words } = plan;
  const now = Date.now();
  const base = (i: number, source: SourceFile) => `${schoolKeyPrefix(schoolId)}${source.sha256.slice(0, 20)}-${i.toString(16).padStart(8, '0')}`;
  const photoKey = (i: number, format: 'jpeg' | 'webp') => `${base(i, files.jpeg)}-${PHOTO.width}.${format}`;
  const documentKey = (i: number) => `${base(i, files.pdf)}.pdf`;
  await putAll(storage, [
    ...Array.from({ length: counts.photos }, (_, i) => [
      { key: photoKey(i, 'jpeg'), source: files.jpeg },
      { key: photoKey(i, 'webp'), source: files.webp },
    ]).flat(),
    ...Array.from({ length: counts.documents }, (_, i) => ({ key: documentKey(i), source: files.pdf })),
  ]);

  return inSchoolTransaction(db, schoolId, async (trx) => {
    const photos: { id: number; alt: string }[] = [];
    for (let i = 0; i < counts.photos; i += 1) {
      const alt = titled(phrase(words, i, 4));
      const media = { kind: 'IMAGE', mime_type: files.jpeg.mimeType, original_name: `fotografie-${i}.jpg`, storage_key: photoKey(i, 'jpeg'), sha256: files.jpeg.sha256, size_bytes: files.jpeg.bytes.length };
      const variants = (['webp', 'jpeg'] as const).map((format) => ({ format, ...PHOTO, storage_key: photoKey(i, format), size_bytes: files[format].bytes.length }));
      const id = await insertMedia(trx, { ...media, ...PHOTO, alt, decorative: false, uploaded_by: null, created_at: now, school_id: schoolId }, variants);
      photos.push({ id, alt });
    }
    const documents: number[] = [];
    for (let i = 0; i < counts.documents; i += 1) {
      const media = { kind: 'DOCUMENT', mime_type: files.pdf.mimeType, original_name: `document-${i}.pdf`, storage_key: documentKey(i), sha256: files.pdf.sha256, size_bytes: files.pdf.bytes.length };
      const fileId = await insertMedia(trx, { ...media, width: null, height: null, alt: '', decorative: false, uploaded_by: null, created_at: now, school_id: schoolId });
      const input = { title: titled(phrase(words, i + 3, 6)), file: { id: fileId }, category: DOCUMENT_CATEGORIES[i % DOCUMENT_CATEGORIES.length], schoolYear: SCHOOL_YEAR, publishedOn: dayOf(i) };
      documents.push((await documentKind.save(trx, null, checked(documentInputSchema, input, `document ${i}`), BENCH, now))!.id);
    }
    const galleries: number[] = [];
    for (let start = 0; start < photos.length; start += PHOTOS_PER_GALLERY) {
      const input = { title: titled(phrase(words, start + 5, 3)), schoolYear: SCHOOL_YEAR, photos: photos.slice(start, start + PHOTOS_PER_GALLERY) };
      galleries.push((await galleryKind.save(trx, null, checked(galleryInputSchema, input, `gallery ${start}`), BENCH, now))!.id);
    }
    const news: string[] = [];
    for (let i = 0; i < counts.news; i += 1) {
      const images = [0, 1, 2].map((n) => photos[(i * 3 + n) % photos.length]!);
      const body = `<p>${titled(phrase(words, i + 1, 60))}.</p><p>${titled(phrase(words, i + 2, 60))}.</p>`;
      const input = { title: `${titled(phrase(words, i, 5))} ${i + 1}`, place: 'Sala de festivități', date: dayOf(i), body, coverImage: images[0], images };
      news.push((await newsKind.save(trx, null, checked(newsInputSchema, input, `news ${i}`), BENCH, now))!.slug);
    }
    // The starter's fixed pages (drafts) published with content, then pages of its own up to the count.
    const sectionsOf = (i: number) => [
      { kind: 'richText', title: titled(phrase(words, i + 7, 3)), body: `<p>${titled(phrase(words, i + 8, 80))}.</p>` },
      { kind: 'documents', title: 'Documente', documents: [0, 1, 2, 3].map((n) => ({ id: documents[(i * 4 + n) % documents.length] })) },
      { kind: 'photos', title: 'Fotografii', gallery: { id: galleries[i % galleries.length] } },
    ];
    const pages: string[] = [];
    const fixed = await pageKind.live(trx);
    for (const [i, { id, values }] of fixed.slice(0, counts.pages).entries()) {
      await pageKind.save(trx, id, checked(pageInputSchema, { key: values.key, title: values.title, sections: sectionsOf(i) }, `page ${values.key}`), BENCH, now);
      pages.push(values.key);
    }
    for (let i = fixed.length; i < counts.pages; i += 1) {
      const key = `activitati/cercul-${i}`;
      await pageKind.save(trx, null, checked(pageInputSchema, { key, title: titled(phrase(words, i, 3)), sections: sectionsOf(i) }, `page ${key}`), BENCH, now);
      pages.push(key);
    }
    return { id: schoolId, pages, news };
  });
}

async function main(planFile: string | undefined): Promise<void> {
  if (!planFile) throw new Error('Usage: node countySeed.js plan.json');
  const plan = JSON.parse(readFileSync(planFile, 'utf8')) as Plan;
  const db = createDatabase(process.env.DATABASE_URL || defaultDatabaseUrl);
  const dir = mkdtempSync(path.join(tmpdir(), 'county-seed-'));
  try {
    const storage = createMediaStorage(loadMediaConfig(process.env));
    const files = await sourceFiles(dir);
    const seeded: SeededSchool[] = [];
    // Two schools at a time: one writes its files while the other's transaction runs.
    for (let start = 0; start < plan.schools.length; start += 2) {
      seeded.push(...(await Promise.all(plan.schools.slice(start, start + 2).map(({ id }) => seedSchool(db, storage, files, id, plan)))));
    }
    process.stdout.write(JSON.stringify(seeded));
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await db.destroy();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
