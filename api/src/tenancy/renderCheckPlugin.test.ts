// On a county's platform, a school's successful save queues one check of that school's snapshots
// for the renderer workers (render_jobs, priority 0, ahead of any redeploy); reads, refused writes
// and the console's work queue nothing.
import renderQueue from '@school/shared/http/renderQueue.json';
import { json } from '../testing/apiClient';
import { pngImage, upload } from '../testing/mediaFixtures';
import { withTwoSchools } from '../testing/schoolsFixture';
import { until } from '../testing/until';

const schools = withTwoSchools();

const jobs = () =>
  schools.t.api.db.selectFrom('render_jobs').select(['school_id', 'path', 'reason', 'priority']).orderBy('id').execute();

beforeEach(() => schools.t.api.db.deleteFrom('render_jobs').execute());

const checkOf = (schoolId: number) => ({ school_id: schoolId, path: renderQueue.checkPath, ...renderQueue.jobs.edit });

it('queues a check of the school whose editor saved, and of no other school', async () => {
  const { first, second } = schools;
  const saved = await first.admin.post('/api/content/news', { title: 'Serbarea de iarnă', place: 'Sala de sport', date: '2026-12-18', body: '<p>Colinde</p>', status: 'PUBLISHED' });
  expect(saved.status).toBe(201);
  await until(async () => (await jobs()).length > 0, 'the check job');
  expect(await jobs()).toEqual([checkOf(first.id)]);

  const post = await json(saved);
  expect((await second.admin.post('/api/school/subjects', { name: 'Robotică' })).status).toBe(201);
  expect((await first.admin.delete(`/api/content/news/${post.id}`)).ok).toBe(true);
  await until(async () => (await jobs()).length === 3, 'three check jobs');
  expect((await jobs()).map(({ school_id }) => school_id).sort()).toEqual([first.id, first.id, second.id].sort());
});

it('queues a check when a photo is uploaded to the school\'s library', async () => {
  expect((await upload(schools.first.admin, 'curte.png', await pngImage(40, 30))).status).toBe(201);
  await until(async () => (await jobs()).length > 0, 'the check job');
  expect(await jobs()).toEqual([checkOf(schools.first.id)]);
});

it('queues nothing for reads, refused writes or the console\'s reads', async () => {
  const { t, first } = schools;
  expect((await t.visitor(first.host).get('/api/content/news')).status).toBe(200);
  expect((await first.admin.post('/api/content/news', { title: '' })).status).toBe(400);
  expect((await t.visitor(first.host).post('/api/content/news', { title: 'Anonim', place: 'x', date: '2026-01-01', body: '<p>x</p>', status: 'PUBLISHED' })).status).toBe(401);
  expect((await t.operator.get('/api/platform/schools')).status).toBe(200);
  // A write that answered after this one's hooks would have queued its job by now.
  expect((await first.admin.get('/api/content/news')).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await jobs()).toEqual([]);
});

it('queues a check of the school whose name and colours the operator changed', async () => {
  const { t, first } = schools;
  const branding = { name: 'Școala Gimnazială nr. 9', logoUrl: null, faviconUrl: null, brandColor: '#1f4e79', brandTextColor: '#ffffff', footerContacts: '' };
  expect((await t.operator.put(`/api/platform/schools/${first.id}/branding`, branding)).status).toBe(200);
  expect(await jobs()).toEqual([checkOf(first.id)]);
});
