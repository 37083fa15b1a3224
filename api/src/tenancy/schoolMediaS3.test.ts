// Media per school in S3, as a county's replicas store it (docker-compose.county.yml): two schools'
// uploads land in one bucket under each school's own prefix, are served on that school's hosts
// only, leave the bucket when their school deletes them (and only then), and the operator's
// export of a school takes its files from the bucket. s3rver on loopback (schoolMedia.test.ts is
// the same on disk).
import { json, type ApiClient } from '../testing/apiClient';
import { archiveEntries } from '../testing/archiveEntries';
import { pdfDocument, pngImage, upload } from '../testing/mediaFixtures';
import { startS3Server, type TestS3Server } from '../testing/s3Server';
import { withTwoSchools, type PlatformTestApi } from '../testing/schoolsFixture';

const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const schools = withTwoSchools(() => ({ config: { media: s3.settings } }));
let t: PlatformTestApi;
let adminA: ApiClient;
let adminB: ApiClient;
/** Each school's uploads: a PDF and a photo (whose variants are stored beside it). */
let uploaded: { a: { pdf: Media; photo: Media }; b: { pdf: Media; photo: Media } };

interface Media {
  id: number;
  url: string;
}

const storageKey = (media: Media) => media.url.split('/').pop()!;
const prefixOf = (schoolId: number) => `media/school-${schoolId}-`;
/** The bucket's keys under a school's prefix. */
const keysOf = async (schoolId: number) => (await s3.keys()).filter((key) => key.startsWith(prefixOf(schoolId)));

beforeAll(async () => {
  ({ t, first: { admin: adminA }, second: { admin: adminB } } = schools);
  const both = async (admin: ApiClient) => ({
    pdf: await json(await upload(admin, 'regulament.pdf', pdfDocument())),
    photo: await json(await upload(admin, 'curte.png', await pngImage(640, 480))),
  });
  uploaded = { a: await both(adminA), b: await both(adminB) };
  await t.api.app.media.background.idle();
}, 30_000);

it("stores each school's uploads and their variants in the bucket under that school's prefix, and nothing outside the prefixes", async () => {
  const [a, b] = [schools.first.id, schools.second.id];
  const keysA = await keysOf(a);
  const keysB = await keysOf(b);
  expect(keysA).toEqual(expect.arrayContaining([uploaded.a.pdf, uploaded.a.photo].map((media) => `media/${storageKey(media)}`)));
  expect(keysB).toEqual(expect.arrayContaining([uploaded.b.pdf, uploaded.b.photo].map((media) => `media/${storageKey(media)}`)));
  // The photos' variants (sizes, formats) are there too, each under its own school's prefix.
  expect(keysA.length).toBeGreaterThan(2);
  expect(keysB.length).toBeGreaterThan(2);
  expect((await s3.keys()).sort()).toEqual([...keysA, ...keysB].sort());
});

it("serves a school's file from the bucket on its own hosts only", async () => {
  const pdfA = `/api/media/files/${storageKey(uploaded.a.pdf)}`;
  const served = await adminA.get(pdfA);
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer())).toEqual(pdfDocument());
  expect((await adminB.get(pdfA)).status).toBe(404);
  expect((await t.visitor('avram.test').get(pdfA)).status).toBe(404);
  expect((await adminA.get(`/api/media/files/${storageKey(uploaded.b.photo)}`)).status).toBe(404);
});

onPostgres("exports a school with its files read from the bucket, and none of the other school's", async () => {
  const exported = await t.operator.get(`/api/platform/schools/${schools.first.id}/export`);
  expect(exported.status).toBe(200);
  const entries = archiveEntries(Buffer.from(await exported.arrayBuffer()));
  const files = [...entries.keys()].filter((name) => name.startsWith('files/')).map((name) => name.slice('files/'.length));
  expect(files.sort()).toEqual((await keysOf(schools.first.id)).map((key) => key.slice('media/'.length)).sort());
  expect(entries.get(`files/${storageKey(uploaded.a.pdf)}`)).toEqual(pdfDocument());
  const photo = await adminA.get(`/api/media/files/${storageKey(uploaded.a.photo)}`);
  expect(entries.get(`files/${storageKey(uploaded.a.photo)}`)).toEqual(Buffer.from(await photo.arrayBuffer()));
});

it("removes a school's photo and its variants from the bucket when that school deletes it; the other school cannot", async () => {
  const keysB = await keysOf(schools.second.id);
  const photoKeys = async () => (await keysOf(schools.first.id)).filter((key) => !key.endsWith('.pdf'));
  const before = await photoKeys();
  expect(before.length).toBeGreaterThan(1);

  expect((await adminB.delete(`/api/media/${uploaded.a.photo.id}`)).status).toBe(404);
  expect(await photoKeys()).toEqual(before);

  expect((await adminA.delete(`/api/media/${uploaded.a.photo.id}`)).status).toBe(200);
  expect(await photoKeys()).toEqual([]);
  expect(await keysOf(schools.first.id)).toEqual([`media/${storageKey(uploaded.a.pdf)}`]);
  expect(await keysOf(schools.second.id)).toEqual(keysB);
  expect((await adminA.get(`/api/media/files/${storageKey(uploaded.a.photo)}`)).status).toBe(404);
});
