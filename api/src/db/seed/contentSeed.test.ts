// Every item of the site's first content (contentSeed.json, its files in api/seed-media) is in the
// API after seeding.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { json } from '../../testing/apiClient';
import { startTestApi, type TestApi } from '../../testing/startTestApi';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createTestDatabase } from '../../testing/testDatabase';
import { seedContentIfEmpty, seedMediaDir } from './contentSeed';
import seed from './contentSeed.json';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ seed: false, seedContent: true });
}, 30_000);
afterAll(() => api.close());

const all = async (resource: string) => (await json(await api.client().get(`/api/content/${resource}?pageSize=100`))).items;

describe('the content seed', () => {
  it('has every file it names, whole: each media file and variant with its size and hash', () => {
    const files = seed.media.flatMap((m) => [m, ...m.variants]);
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const bytes = readFileSync(path.join(seedMediaDir, file.storageKey));
      expect({ key: file.storageKey, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }).toEqual({ key: file.storageKey, size: file.sizeBytes, sha256: file.sha256 });
    }
  });

  it('puts every news post, document, gallery and page in, published, with their media', async () => {
    const news = await all('news');
    expect(news).toHaveLength(seed.news.length);
    for (const post of seed.news) {
      const found = news.find((n: { title: string }) => n.title === post.title);
      expect(found).toMatchObject({ place: post.place, date: post.date, body: post.body, project: 'erasmus-colourful-numbers', status: 'PUBLISHED' });
      expect(found.images.map((i: { alt: string }) => i.alt)).toEqual(post.images.map((i) => i.alt));
      expect(found.images.every((i: { url: string | null }) => i.url?.startsWith('/api/media/files/seed-'))).toBe(true);
    }

    const erasmus = await json(await api.client().get('/api/content/news?project=erasmus-colourful-numbers'));
    expect(erasmus.total).toBe(seed.news.length);
    expect(erasmus.items.map((n: { date: string }) => n.date)).toEqual(seed.news.map((n) => n.date).sort().reverse().slice(0, 20));
    expect((await json(await api.client().get('/api/content/news?project='))).total).toBe(0);

    const documents = await all('documents');
    expect(documents.map((d: { title: string }) => d.title).sort()).toEqual(seed.documents.map((d) => d.title).sort());
    expect(documents.every((d: { file: { url: string | null } | null }) => d.file?.url?.startsWith('/api/media/files/seed-'))).toBe(true);

    const galleries = await all('galleries');
    for (const gallery of seed.galleries) {
      const found = galleries.find((g: { title: string }) => g.title === gallery.title);
      expect(found.photos.map((p: { alt: string }) => p.alt)).toEqual(gallery.photos.map((p) => p.alt));
      expect(found.schoolYear).toBe(gallery.schoolYear);
    }

    for (const page of seed.pages) {
      const response = await api.client().get(`/api/content/pages/${page.key}`);
      expect(response.status).toBe(200);
      const found = await json(response);
      expect(found.title).toBe(page.title);
      expect(found.sections.map((s: { kind: string; title: string }) => [s.kind, s.title])).toEqual(page.sections.map((s) => [s.kind, s.title]));
      found.sections.forEach((section: { body: string; documents: { title: string }[]; gallery: { title: string } | null }, n: number) => {
        const expected = page.sections[n]!;
        expect(section.body).toBe(expected.body);
        expect(section.documents.map((d) => d.title)).toEqual(expected.documents.map((ref) => seed.documents.find((d) => d.ref === ref)!.title));
        expect(section.gallery?.title ?? null).toBe(expected.gallery && seed.galleries.find((g) => g.ref === expected.gallery)!.title);
      });
    }
  });

  it('turns the dates the pages wrote into the calendar’s events, and adds a parent meeting two weeks ahead', async () => {
    const events = await all('events');
    const byTitle = (title: string) => events.find((e: { title: string }) => e.title === title);
    expect(byTitle('Vacanța de iarnă')).toMatchObject({ start: '2024-12-21', end: '2025-01-07', allDay: true, category: 'holiday', schoolYear: '2024-2025', status: 'PUBLISHED' });
    expect(byTitle('Înscrierea în clasa pregătitoare (completarea și validarea cererilor)')).toMatchObject({ start: '2025-03-31', end: '2025-05-06', category: 'enrolment', schoolYear: '2025-2026' });
    // The test clock reads 15 September 2026.
    expect(byTitle('Ședința cu părinții')).toMatchObject({ start: '2026-09-29T17:30', end: '2026-09-29T19:00', category: 'parent-meeting', schoolYear: '2026-2027' });
    expect(events).toHaveLength(seed.events.length + 1);
    // No page keeps a copy of those dates.
    const pages = JSON.stringify(seed.pages);
    for (const date of ['31 martie – 6 mai 2025', '21 mai 2025', '21 decembrie 2024', '7 – 11 octombrie 2024']) expect(pages).not.toContain(date);
  });

  it('saves its events as an editor’s save would: each searchable, in the audit log, with its first version', async () => {
    const { results } = await json(await api.client().get(`/api/search?q=${encodeURIComponent('sedinta cu parintii')}`));
    expect(results).toContainEqual(expect.objectContaining({ type: 'event', title: 'Ședința cu părinții', ref: '/calendar/sedinta-cu-parintii' }));
    const logged = await api.db.selectFrom('audit_log').select(['item_label', 'actor_username']).where('item_type', '=', 'event').execute();
    expect(logged).toHaveLength(seed.events.length + 1);
    expect(logged).toContainEqual({ item_label: 'Vacanța de iarnă', actor_username: 'seed' });
    expect(await api.db.selectFrom('content_revisions').select('id').where('item_type', '=', 'event').execute()).toHaveLength(seed.events.length + 1);
  });

  it('names only files it carries (api/seed-media), under keys the media storage takes', async () => {
    const keys = await api.db.selectFrom('media').select('storage_key').union(api.db.selectFrom('media_variants').select('storage_key')).execute();
    expect(keys).toHaveLength(seed.media.length + seed.media.reduce((n, m) => n + m.variants.length, 0));
    for (const { storage_key: key } of keys) {
      expect(key).toMatch(/^seed-[0-9a-f]{40}\.(webp|pdf)$/);
      expect(existsSync(path.join(seedMediaDir, key))).toBe(true);
    }
  });

  it('stores every file before the rows that name it, when given a storage', async () => {
    const database = await createTestDatabase();
    const store = mkdtempSync(path.join(tmpdir(), 'seed-store-'));
    try {
      expect(await seedContentIfEmpty(database.db, Date.now(), async (key, source) => copyFileSync(source, path.join(store, key)))).toBe(true);
      const keys = await database.db.selectFrom('media').select('storage_key').union(database.db.selectFrom('media_variants').select('storage_key')).execute();
      expect(readdirSync(store).sort()).toEqual(keys.map((k) => k.storage_key).sort());
    } finally {
      await database.drop();
      rmSync(store, { recursive: true, force: true });
    }
  }, 30_000);

  it('makes the seeded content searchable, and never seeds twice', async () => {
    const results = (await json(await api.client().get('/api/search?q=saptamana%20verde'))).results;
    expect(results.map((r: { type: string; ref: string | null }) => [r.type, r.ref])).toContainEqual(['page', 'activitati/saptamana-verde']);
    expect(await seedContentIfEmpty(api.db)).toBe(false);
  });
});
