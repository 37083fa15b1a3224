// What the renderer of the public pages' snapshots learns of a platform's sites: on the platform's
// host alone, each active school's public address and domains, nothing else; and GET /api/site
// names the school's host in its header, by which the host's servers pick its snapshots.
import siteStatus from '@school/shared/http/siteStatus.json';
import { json } from '../testing/apiClient';
import { platformHost, startPlatformTestApi, type PlatformTestApi } from '../testing/schoolsFixture';
import { startTestApi } from '../testing/startTestApi';

const schoolHost = (response: Response) => response.headers.get(siteStatus.schoolHostHeader);

describe('an install without schools', () => {
  it('names no school\'s host on any host', async () => {
    const api = await startTestApi();
    try {
      const response = await api.client('127.0.0.1').onHost('scoala.example.ro').get('/api/site');
      expect(response.status).toBe(200);
      expect(schoolHost(response)).toBeNull();
    } finally {
      await api.close();
    }
  }, 30_000);
});

describe('a platform\'s sites', () => {
  let t: PlatformTestApi;
  beforeAll(async () => {
    t = await startPlatformTestApi();
  }, 30_000);
  afterAll(() => t.api.close());

  it('are the single install while no school exists, then each active school\'s address on its first domain', async () => {
    const visitor = t.visitor(platformHost);
    expect(await json(await visitor.get('/api/platform/sites'))).toEqual({ single: true, sites: [] });

    await t.addSchool('Școala Gimnazială nr. 5', ['www.scoala5.test', 'Scoala5.test']);
    await t.addSchool('Liceul Teoretic Avram Iancu', ['avram.test']);
    const closed = await t.addSchool('Școala Închisă', ['inchisa.test']);
    await t.operator.post(`/api/platform/schools/${closed.school.id}/suspend`);

    const response = await visitor.get('/api/platform/sites');
    expect(response.status).toBe(200);
    const answer = await json(response);
    expect(answer.single).toBe(false);
    expect(answer.sites).toEqual(
      expect.arrayContaining([
        { url: 'http://scoala5.test:3000', hosts: ['scoala5.test', 'www.scoala5.test'] },
        { url: 'http://avram.test:3000', hosts: ['avram.test'] },
      ]),
    );
    expect(answer.sites).toHaveLength(2);
    expect(JSON.stringify(answer)).not.toMatch(/Școala|Liceul|inchisa|"id"/);
  });

  it('are told on the platform\'s host only', async () => {
    for (const host of ['avram.test', 'necunoscut.test']) expect((await t.visitor(host).get('/api/platform/sites')).status).toBe(404);
  });

  it('name the school\'s host in GET /api/site\'s header, as written in its domains', async () => {
    expect(schoolHost(await t.visitor('WWW.Scoala5.test:3000').get('/api/site'))).toBe('www.scoala5.test');
    expect(schoolHost(await t.visitor('avram.test').get('/api/site'))).toBe('avram.test');
    expect(schoolHost(await t.visitor(platformHost).get('/api/site'))).toBeNull();
    const suspended = await t.visitor('inchisa.test').get('/api/site');
    expect(suspended.status).toBe(503);
    expect(schoolHost(suspended)).toBeNull();
  });
});
