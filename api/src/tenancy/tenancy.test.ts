// One deployment, many schools: the request's host decides the school, an unknown host gets 404,
// a session counts only on the host it was made on, and an install without schools is one school
// on any host.
import { json } from '../testing/apiClient';
import { platformHost, startPlatformTestApi, type PlatformTestApi } from '../testing/schoolsFixture';
import { startTestApi } from '../testing/startTestApi';

describe('an install without schools', () => {
  it('is one school on any host', async () => {
    const api = await startTestApi();
    try {
      for (const host of ['localhost', 'scoala.example.ro', 'anything.test:8080']) {
        const visitor = api.client('127.0.0.1').onHost(host);
        expect(await json(await visitor.get('/api/site'))).toEqual({ kind: 'single', school: null });
        expect((await visitor.get('/api/school/about-us')).status).toBe(200);
      }
    } finally {
      await api.close();
    }
    // It starts a seeded API of its own: seconds on a busy machine.
  }, 30_000);
});

describe('a platform with schools', () => {
  let t: PlatformTestApi;
  let first: { client: Awaited<ReturnType<PlatformTestApi['accept']>>['client'] };
  beforeAll(async () => {
    t = await startPlatformTestApi();
    const a = await t.addSchool('Școala Gimnazială nr. 5', ['scoala5.test', 'www.scoala5.test']);
    await t.addSchool('Liceul Teoretic Avram Iancu', ['avram.test']);
    first = await t.accept(a.invitationUrl, 'director5');
  }, 30_000);
  afterAll(() => t.api.close());

  it('answers each host with its own school, whatever the case or port', async () => {
    expect(await json(await t.visitor('scoala5.test').get('/api/site'))).toMatchObject({ kind: 'school', school: { name: 'Școala Gimnazială nr. 5' } });
    expect(await json(await t.visitor('WWW.Scoala5.test:3000').get('/api/site'))).toMatchObject({ school: { name: 'Școala Gimnazială nr. 5' } });
    expect(await json(await t.visitor('avram.test').get('/api/site'))).toMatchObject({ school: { name: 'Liceul Teoretic Avram Iancu' } });
    expect(await json(await t.visitor(platformHost).get('/api/site'))).toEqual({ kind: 'platform', school: null });
  });

  it('answers a host that names no school 404 with a message, on every route, and never a school\'s content', async () => {
    const stranger = t.visitor('necunoscut.test');
    for (const path of ['/api/site', '/api/school/about-us', '/api/content/news', '/api/user/me']) {
      const response = await stranger.get(path);
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ message: 'No school is served at this address.' });
    }
    expect((await stranger.post('/api/user/registration', { firstName: 'A', lastName: 'B', username: 'stranger', password: 'a-long-password-9' })).status).toBe(404);
    // The process's health is no school's.
    expect((await stranger.get('/api/health')).status).toBe(200);
  });

  it('keeps a session to the host it was made on: replayed on another school\'s host it signs nobody in', async () => {
    expect(await json(await first.client.get('/api/user/me'))).toMatchObject({ username: 'director5', role: 'ADMIN' });
    // Another host of the same school is the same school.
    expect((await t.replayed(first.client, 'www.scoala5.test').get('/api/user/me')).status).toBe(200);
    expect((await t.replayed(first.client, 'avram.test').get('/api/user/me')).status).toBe(401);
    expect((await t.replayed(first.client, platformHost).get('/api/user/me')).status).toBe(401);
    // A write is refused before that: its XSRF token was signed for the session the host does not know.
    expect((await t.replayed(first.client, 'avram.test').put('/api/school/subjects/1', { name: 'Chimie' })).status).toBe(403);
  });

  it('signs an account in only where it holds a role', async () => {
    expect((await t.visitor('avram.test').login('director5', 'school-password-1')).status).toBe(401);
    expect((await t.visitor(platformHost).login('director5', 'school-password-1')).status).toBe(401);
    // The operator holds no school's role.
    expect((await t.visitor('scoala5.test').login('operator', 'operator-password-1')).status).toBe(401);
  });

  it('gives one identity a role per school: ADMIN in one, MANAGER in another', async () => {
    const avram = (await json(await t.operator.get('/api/platform/schools'))).find((school: { name: string }) => school.name.startsWith('Liceul'));
    const invitation = await json(await t.operator.post(`/api/platform/schools/${avram.id}/invitations`, { role: 'MANAGER' }));
    expect(invitation).toMatchObject({ role: 'MANAGER', url: expect.stringMatching(/^http:\/\/avram\.test:3000\/invitatie\?token=/) });
    const joined = await t.accept(invitation.url, 'director5');
    expect(joined.status).toBe(201);
    expect(joined.user).toMatchObject({ username: 'director5', role: 'MANAGER' });

    const atAvram = t.visitor('avram.test');
    expect(await json(await atAvram.login('director5', 'school-password-1'))).toMatchObject({ role: 'MANAGER' });
    expect((await atAvram.put('/api/school/subjects/1', { name: 'Chimie' })).status).toBe(403);
    const atScoala5 = t.visitor('scoala5.test');
    expect(await json(await atScoala5.login('director5', 'school-password-1'))).toMatchObject({ role: 'ADMIN' });
  });

  it('writes each school’s feed links on that school’s own domain, on any of its hosts; never on the Host a request names', async () => {
    const added = await first.client.post('/api/content/events', { title: 'Serbarea', start: '2026-12-18', category: 'other', status: 'PUBLISHED' });
    expect(added.status).toBe(201);
    const { slug } = await json(added);
    for (const host of ['scoala5.test', 'www.scoala5.test']) {
      expect(await (await t.visitor(host).get('/api/content/news/rss.xml')).text()).toContain(`<link>http://${host}:3000/noutati</link>`);
      expect(await (await t.visitor(host).get('/api/calendar.ics')).text()).toContain(`URL:http://${host}:3000/calendar/${slug}`);
    }
    const avram = await (await t.visitor('avram.test').get('/api/content/news/rss.xml')).text();
    expect(avram).toContain('http://avram.test:3000/');
    expect(avram).not.toContain('scoala5.test');
  });

  it('makes a registration on a school\'s host that school\'s USER, and nobody elsewhere', async () => {
    const visitor = t.visitor('avram.test');
    expect((await visitor.post('/api/user/registration', { firstName: 'Ion', lastName: 'Pop', username: 'elev.ion', password: 'a-long-password-9' })).status).toBe(201);
    expect(await json(await t.visitor('avram.test').login('elev.ion', 'a-long-password-9'))).toMatchObject({ role: 'USER' });
    expect((await t.visitor('scoala5.test').login('elev.ion', 'a-long-password-9')).status).toBe(401);
  });
});
