// A school leaves a county's platform with its data: the operator's export holds its rows and
// files and none of another school's, and its import into an empty platform answers every public
// page the same, modulo ids, with its files served and its people signing in as before. An
// import that cannot be done (a domain or an account taken, not our archive, another version, a
// damaged one) says why and leaves the target as it was. A platform is PostgreSQL only.
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { pack as tarPack } from 'tar-stream';
import { platformMessages } from '@school/shared/messages/platform';
import { json } from '../testing/apiClient';
import { archiveEntries } from '../testing/archiveEntries';
import { pdfDocument, upload } from '../testing/mediaFixtures';
import { fillSchool, mediaUrlsIn, publicAnswers, withoutIds, type FilledSchool } from '../testing/schoolContent';
import { startPlatformTestApi, withTwoSchools, type PlatformTestApi } from '../testing/schoolsFixture';
import { startTestApi } from '../testing/startTestApi';
import { ARCHIVE_FORMAT } from './archiveFormat';
import { importSchool } from './importSchool';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const m = platformMessages.archive;

async function archiveOf(entries: Record<string, string>): Promise<Buffer> {
  const pack = tarPack();
  for (const [name, text] of Object.entries(entries)) pack.entry({ name }, text);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack as AsyncIterable<Buffer>) chunks.push(chunk);
  return gzipSync(Buffer.concat(chunks));
}

onPostgres('a school leaves a platform with its data', () => {
  const schools = withTwoSchools();
  let target: PlatformTestApi;
  let filled: FilledSchool;
  let archive: Buffer;
  let exported: Response;

  beforeAll(async () => {
    const { t, first, second } = schools;
    const settle = () => t.api.app.media.background.idle();
    // The other school's content first (its ids come before), and some the archive must not hold.
    await fillSchool(second.admin, second.name, settle);
    await second.admin.post('/api/content/news', { title: 'Balul bobocilor la Avram Iancu', place: 'Aula', date: '2025-11-14', body: '<p>Dans</p>', status: 'PUBLISHED' });
    await upload(second.admin, 'orar-avram.pdf', pdfDocument());
    filled = await fillSchool(first.admin, first.name, settle);
    const branding = { name: first.name, logoUrl: filled.photoUrl, faviconUrl: null, brandColor: '#7a1f1f', brandTextColor: '#ffffff', footerContacts: 'Strada Școlii nr. 12' };
    expect((await t.operator.put(`/api/platform/schools/${first.id}/branding`, branding)).status).toBe(200);
    exported = await t.operator.get(`/api/platform/schools/${first.id}/export`);
    archive = Buffer.from(await exported.arrayBuffer());

    // A platform with a school of its own content already: every id the import gives differs from the archived one.
    target = await startPlatformTestApi();
    const neighbour = await target.addSchool('Școala de alături', ['alaturi.test', 'www.alaturi.test']);
    const { client } = await target.accept(neighbour.invitationUrl, 'director.alaturi');
    await fillSchool(client, 'Școala de alături', () => target.api.app.media.background.idle());
  }, 90_000);
  afterAll(() => target.api.close());

  it('hands the operator one .tar.gz of the school, and no one else', async () => {
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('application/gzip');
    expect(exported.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="school-${schools.first.id}-\\d{4}-\\d{2}-\\d{2}\\.tar\\.gz"`));
    expect((await schools.first.admin.get(`/api/platform/schools/${schools.first.id}/export`)).status).toBe(404);
    expect((await schools.t.operator.get('/api/platform/schools/999999/export')).status).toBe(404);
  });

  it('holds the school’s rows, accounts and files, and nothing of the other school', () => {
    const entries = archiveEntries(archive);
    const manifest = JSON.parse(entries.get('school-archive.json')!.toString('utf8'));
    expect(manifest).toMatchObject({ format: ARCHIVE_FORMAT, version: 1, school: { branding: { name: schools.first.name, brandColor: '#7a1f1f' } } });
    expect(manifest.rows).toMatchObject({ users: 1, news_posts: 1, news_old_slugs: 1, pages: 16, documents: 1, galleries: 1, events: 1, subjects: 1, teachers: 1, classes: 1, about_us: 1, media: 2 });
    const files = [...entries.keys()].filter((name) => name.startsWith('files/'));
    expect(files.length).toBeGreaterThan(2);
    expect(files.map((name) => name.slice('files/'.length))).toEqual(manifest.files);
    for (const name of files) expect(name).toMatch(new RegExp(`^files/school-${schools.first.id}-`));
    const rows = [...entries].filter(([name]) => name.startsWith('rows/')).map(([, text]) => text.toString('utf8')).join('\n');
    expect(rows).toContain('director5');
    expect(rows).not.toContain('director.avram');
    expect(rows).not.toContain('Balul bobocilor');
    expect(rows).not.toContain('orar-avram.pdf');
    expect(rows).not.toContain(`school-${schools.second.id}-`);
  });

  it('imports into a platform as a new school: every public answer the same, its files served, its ADMIN signed in with the same password', async () => {
    const imported = await importSchool(target.api.db, target.api.app.media.storage, Readable.from(archive), ['scoala5.nou.test'], Date.now());
    expect(imported).toMatchObject({ name: schools.first.name, accounts: ['director5'] });
    expect(imported.schoolId).not.toBe(schools.first.id);

    const source = await publicAnswers(schools.t.visitor('scoala5.test'), filled.searchWord);
    const copy = await publicAnswers(target.visitor('scoala5.nou.test'), filled.searchWord);
    expect(Object.values(source).map((answer) => (answer as { status: number }).status)).toEqual(Object.values(source).map(() => 200));
    expect((source.search as { body: { results: unknown[] } }).body.results.length).toBeGreaterThan(0);
    expect(withoutIds(copy)).toEqual(withoutIds(source));
    // The same post and photo under other ids: the references were renumbered, not kept.
    const article = (answers: Record<string, unknown>) => (answers.article as { body: { id: number; coverImage: { id: number } } }).body;
    expect(article(copy).id).not.toBe(article(source).id);
    expect(article(copy).coverImage.id).not.toBe(article(source).coverImage.id);

    const urls = mediaUrlsIn(copy);
    expect(urls.length).toBeGreaterThan(2);
    for (const url of urls) {
      expect(url).toMatch(new RegExp(`^/api/media/files/school-${imported.schoolId}-`));
      const served = await target.visitor('scoala5.nou.test').get(url);
      const original = await schools.t.visitor('scoala5.test').get(url.replace(`school-${imported.schoolId}-`, `school-${schools.first.id}-`));
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(await original.arrayBuffer()));
    }
    const document = (copy.documents as { body: { items: { id: number }[] } }).body.items[0]!;
    const download = await target.visitor('scoala5.nou.test').get(`/api/content/documents/${document.id}/file`);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdfDocument());

    const admin = target.visitor('scoala5.nou.test');
    expect(await json(await admin.login('director5', 'school-password-1'))).toMatchObject({ role: 'ADMIN' });
    expect((await json(await admin.get('/api/content/news?status=ALL'))).items).toHaveLength(1);
    const [revision] = await json(await admin.get(`/api/content/news/${(copy.article as { body: { id: number } }).body.id}/revisions`));
    expect(revision).toMatchObject({ title: 'Serbarea de iarnă 2025', author: 'director5' });
    expect((await json(await admin.get('/api/audit-log'))).items.map((entry: { itemLabel: string }) => entry.itemLabel)).toContain('Serbarea de iarnă 2025');
  });

  it('imports into a single-school install on SQLite: every page but the platform’s branding the same', async () => {
    const single = await startTestApi({ seed: false, sqlite: true });
    try {
      const imported = await importSchool(single.db, single.app.media.storage, Readable.from(archive), [], Date.now());
      expect(imported).toMatchObject({ schoolId: null, name: schools.first.name });
      const { site: _platformSite, ...source } = await publicAnswers(schools.t.visitor('scoala5.test'), filled.searchWord);
      const { site, ...copy } = await publicAnswers(single.client(), filled.searchWord);
      expect(site).toEqual({ status: 200, body: { kind: 'single', school: null } });
      expect(withoutIds(copy)).toEqual(withoutIds(source));
      for (const url of mediaUrlsIn(copy)) {
        expect(url).toMatch(/^\/api\/media\/files\/[a-f0-9]/);
        expect((await single.client().get(url)).status).toBe(200);
      }
      expect(await json(await single.client().login('director5', 'school-password-1'))).toMatchObject({ role: 'ADMIN' });
    } finally {
      await single.close();
    }
  });

  it('refuses what it cannot import with a message, and leaves the target as it was', async () => {
    const { db, app } = target.api;
    const state = async () => ({
      schools: await db.selectFrom('schools').select(['id', 'name']).orderBy('id').execute(),
      users: await db.selectFrom('users').select('username').orderBy('username').execute(),
      news: await db.selectFrom('news_posts').select('id').execute(),
      files: await (async () => {
        const keys: string[] = [];
        for await (const file of app.media.storage.list()) keys.push(file.key);
        return keys.sort();
      })(),
    });
    const before = await state();
    const refusal = (bytes: Buffer, domains = ['scoala5.alta.test']) => importSchool(db, app.media.storage, Readable.from(bytes), domains, Date.now());

    await expect(refusal(archive, ['scoala5.nou.test'])).rejects.toThrow(m.domainTaken('scoala5.nou.test'));
    await expect(refusal(archive)).rejects.toThrow(m.usernamesTaken(['director5']));
    await expect(refusal(Buffer.from('not an archive at all'))).rejects.toThrow(m.notOurs);
    await expect(refusal(gzipSync(Buffer.from('{"format":"something else"}')))).rejects.toThrow(m.notOurs);
    await expect(refusal(await archiveOf({ 'school-archive.json': JSON.stringify({ format: ARCHIVE_FORMAT, version: 2 }) }))).rejects.toThrow(m.unknownVersion(2, 1));
    expect(await state()).toEqual(before);

    // Damaged past its files' start, once the accounts are free: the files it stored are removed again.
    await db.deleteFrom('users').where('username', '=', 'director5').execute();
    const withoutAccount = await state();
    const cut = archive.subarray(0, Math.floor(archive.length * 0.9));
    await expect(refusal(cut)).rejects.toThrow(/^This school archive is damaged or incomplete/);
    expect(await state()).toEqual(withoutAccount);
  });
});
