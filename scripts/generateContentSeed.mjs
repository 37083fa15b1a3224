#!/usr/bin/env node
// Writes api/src/db/seed/contentSeed.json: today's public content (remote-public/src/content) as
// the rows the API seeds an empty database with — news (the Erasmus posts), pages and their
// sections, documents, galleries — and the media files under remote-public/src/assets they use,
// with their sizes and hashes, copied to api/seed-media under the flat, content-hashed keys the
// media storage takes (so the API can seed without remote-public). `--check` answers 1 when the
// committed seed differs from the content.
//
//   node scripts/generateContentSeed.mjs [--check]
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '../remote-public/scripts/loadContent.mjs';
import { documentFacts } from './contentSeed/documentFacts.mjs';
import { pagesFromContent } from './contentSeed/pagesFromContent.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contentDir = path.join(root, 'remote-public/src/content');
const assetsDir = path.join(root, 'remote-public/src/assets');
const output = path.join(root, 'api/src/db/seed/contentSeed.json');
const mediaDir = path.join(root, 'api/seed-media');
const modules = ['home', 'erasmus', 'history', 'enrolment', 'equalChancesProject', 'profProject', 'competitions', 'differentWeek', 'greenWeek', 'extracurricular', 'schoolYearImage', 'schoolYearStructure', 'scholarships', 'staffing', 'schoolDocuments', 'teachersAward'];

async function loadEverything() {
  const dir = await mkdtemp(path.join(tmpdir(), 'content-seed-'));
  const entry = path.join(dir, 'all.ts');
  const lines = modules.map((name) => `export * from ${JSON.stringify(path.join(contentDir, `${name}.ts`))};`);
  lines.push(`export { siteRoutes } from ${JSON.stringify(path.join(root, 'shared/src/routing/sitePaths.ts'))};`);
  await writeFile(entry, lines.join('\n'));
  try {
    return await loadContent(entry);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const media = new Map();

/** Where each seed file is copied from: storage key → the asset. */
const sources = new Map();

async function fileFacts(absolute) {
  const bytes = await readFile(absolute);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const storageKey = `seed-${sha256.slice(0, 40)}${path.extname(absolute)}`;
  sources.set(storageKey, absolute);
  return { storageKey, sha256, sizeBytes: bytes.length };
}

/** A photo's media ref ('images/istoric/foto-01'), its two widths registered once. */
async function photoMedia(photo) {
  const ref = path.relative(assetsDir, photo.src).replace(/-\d+\.webp$/, '');
  if (!media.has(ref)) {
    const small = photo.srcSet.split(', ')[0].split(' ');
    const smallWidth = Number(small[1].replace('w', ''));
    media.set(ref, {
      ref,
      kind: 'IMAGE',
      mimeType: 'image/webp',
      originalName: path.basename(photo.src),
      ...(await fileFacts(photo.src)),
      width: photo.width,
      height: photo.height,
      alt: photo.alt,
      variants: [{ ...(await fileFacts(small[0])), format: 'webp', width: smallWidth, height: Math.round((photo.height * smallWidth) / photo.width) }],
    });
  }
  return { media: ref, alt: photo.alt };
}

async function documentMedia(doc) {
  const ref = path.relative(assetsDir, doc.href);
  if (!media.has(ref)) {
    media.set(ref, { ref, kind: 'DOCUMENT', mimeType: 'application/pdf', originalName: path.basename(doc.href), ...(await fileFacts(doc.href)), width: null, height: null, alt: '', variants: [] });
  }
  return ref;
}

const galleryYears = { 'extrascolare-eminescu-2025': '2024-2025', 'extrascolare-craciun': '2024-2025', istoric: '2024-2025' };

async function gallery(id, title, images) {
  const schoolYear = /(\d{4}-\d{4})/.exec(id)?.[1] ?? galleryYears[id];
  if (!schoolYear) throw new Error(`No school year for gallery ${id}`);
  const photos = [];
  for (const image of images) photos.push(await photoMedia(image));
  return { ref: id, title, schoolYear, photos };
}

async function build() {
  const c = await loadEverything();
  const activities = [...c.differentWeek, ...c.greenWeek, ...c.extracurricularActivities];
  const galleries = [
    await gallery(c.competitions.gallery.id, c.competitions.gallery.title, c.competitions.gallery.images),
    ...(await Promise.all(activities.map((a) => gallery(a.gallery.id, a.gallery.title, a.gallery.images)))),
    await gallery('istoric', 'Istoricul școlii', [c.historyPhoto]),
    await gallery('structura-anului-scolar-2024-2025', `Structura anului școlar ${c.SCHOOL_YEAR}`, [c.schoolYearImage]),
  ];
  const collections = [c.staffingDocuments, c.schoolDocuments, c.scholarshipDocuments, c.enrolmentDocuments, c.equalChancesDocuments, c.profDocuments, c.teachersAwardDocuments];
  const documents = [];
  for (const doc of collections.flatMap((collection) => collection.documents)) {
    documents.push({ ref: doc.id, title: doc.title, file: await documentMedia(doc), ...documentFacts(doc.id) });
  }
  const news = [];
  for (const post of c.erasmusPosts) {
    const images = [];
    for (const image of post.images) images.push(await photoMedia(image));
    news.push({ title: post.title, place: post.place, date: post.date, body: post.body.map((text) => `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`).join(''), project: 'erasmus-colourful-numbers', images });
  }
  const pages = pagesFromContent(c, c.siteRoutes.public);
  return { media: [...media.values()].sort((a, b) => a.ref.localeCompare(b.ref)), documents, galleries, news, pages };
}

const text = `${JSON.stringify(await build(), null, 1)}\n`;
if (process.argv.includes('--check')) {
  const committed = await readFile(output, 'utf8').catch(() => '');
  if (committed !== text) {
    console.error(`${path.relative(root, output)} does not match remote-public/src/content: run node scripts/generateContentSeed.mjs`);
    process.exit(1);
  }
  const stored = new Set(await readdir(mediaDir).catch(() => []));
  const missing = [...sources.keys()].filter((key) => !stored.has(key));
  if (missing.length > 0) {
    console.error(`api/seed-media lacks ${missing.length} files: run node scripts/generateContentSeed.mjs`);
    process.exit(1);
  }
} else {
  await writeFile(output, text);
  await rm(mediaDir, { recursive: true, force: true });
  await mkdir(mediaDir, { recursive: true });
  for (const [key, source] of sources) await copyFile(source, path.join(mediaDir, key));
  console.log(`Wrote ${path.relative(root, output)} and ${sources.size} files in api/seed-media`);
}
