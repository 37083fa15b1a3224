// The platform console's API: adding a school with its first ADMIN's invitation (expiring, used
// once, only on its school's host), suspending and resuming, branding with the contrast rule.
import { updateSchoolBranding } from '../repositories/schoolsRepository';
import { json } from '../testing/apiClient';
import { operatorPassword, platformHost, startPlatformTestApi, type PlatformTestApi } from '../testing/schoolsFixture';

let t: PlatformTestApi;
beforeAll(async () => {
  t = await startPlatformTestApi();
}, 30_000);
afterAll(() => t.api.close());

const day = 24 * 60 * 60 * 1000;

describe('adding a school', () => {
  it('answers the school with its domains and an invitation link on its first domain that expires in a week', async () => {
    const response = await t.operator.post('/api/platform/schools', { name: '  Școala Gimnazială Mihai Eminescu ', domains: ['Eminescu.test', 'www.eminescu.test'] });
    expect(response.status).toBe(201);
    const body = await json(response);
    expect(body.school).toMatchObject({ name: 'Școala Gimnazială Mihai Eminescu', status: 'ACTIVE', domains: ['eminescu.test', 'www.eminescu.test'] });
    expect(body.school.health).toMatchObject({ storageBytes: 0, quotaBytes: 5 * 1024 ** 3 });
    expect(body.invitation).toMatchObject({ role: 'ADMIN', url: expect.stringMatching(/^http:\/\/eminescu\.test:3000\/invitatie\?token=[\w-]{43}$/) });
    expect(body.invitation.expiresAt).toBe(t.api.clock.now() + 7 * day);
    expect((await json(await t.operator.get('/api/platform/schools'))).map((school: { name: string }) => school.name)).toContain('Școala Gimnazială Mihai Eminescu');
  });

  it('refuses a domain another school has, a malformed domain, and no domain, with messages', async () => {
    await t.addSchool('Școala A', ['a.test']);
    const taken = await t.operator.post('/api/platform/schools', { name: 'Școala B', domains: ['b.test', 'A.test'] });
    expect(taken.status).toBe(409);
    expect(await json(taken)).toMatchObject({ message: 'The domain “a.test” already belongs to a school.' });
    expect((await t.visitor('b.test').get('/api/site')).status).toBe(404);

    const malformed = await t.operator.post('/api/platform/schools', { name: 'Școala C', domains: ['http://c.test/'] });
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).errors).toEqual({ domains: '“http://c.test/” is not a domain name (letters, digits, dots and hyphens, e.g. scoala5.example.ro).' });
    const none = await t.operator.post('/api/platform/schools', { name: 'Școala C', domains: [] });
    expect((await json(none)).errors).toEqual({ domains: 'Give at least one domain, e.g. scoala5.example.ro.' });
  });

  it('is the operator\'s alone, and only on the platform\'s host', async () => {
    expect((await t.visitor(platformHost).get('/api/platform/schools')).status).toBe(401);
    const { invitationUrl } = await t.addSchool('Școala D', ['d.test']);
    const { client } = await t.accept(invitationUrl, 'director.d');
    // A school's ADMIN on their own host: the console is not there.
    expect((await client.get('/api/platform/schools')).status).toBe(404);
    expect((await t.replayed(t.operator, 'd.test').get('/api/platform/schools')).status).toBe(404);
    // On the platform's host the operator reaches no school's data.
    expect((await t.operator.get('/api/school/about-us')).status).toBe(404);
  });
});

describe('an invitation', () => {
  it('makes its first ADMIN once; a second use, another school\'s host or an expired link is refused', async () => {
    const { invitationUrl } = await t.addSchool('Școala E', ['e.test']);
    const refused = { message: 'This invitation link is not valid: it has expired, was already used, or belongs to another school. Ask the platform operator for a new one.' };

    const elsewhere = await t.accept(invitationUrl.replace('e.test', 'd.test'), 'intrus');
    expect(elsewhere.status).toBe(400);

    const accepted = await t.accept(invitationUrl, 'director.e');
    expect(accepted.status).toBe(201);
    expect(accepted.user).toMatchObject({ username: 'director.e', role: 'ADMIN' });
    expect(await json(await accepted.client.get('/api/user/me'))).toMatchObject({ role: 'ADMIN' });
    expect((await accepted.client.put('/api/school/subjects/1', { name: 'Chimie' })).status).not.toBe(401);

    const again = await t.visitor('e.test').post('/api/invitations/accept', { token: new URL(invitationUrl).searchParams.get('token'), username: 'altcineva', firstName: 'A', lastName: 'B', password: 'school-password-1' });
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual(refused);

    const school = (await json(await t.operator.get('/api/platform/schools'))).find((row: { name: string }) => row.name === 'Școala E');
    const late = await json(await t.operator.post(`/api/platform/schools/${school.id}/invitations`, { role: 'MANAGER' }));
    t.api.clock.advance(7 * day + 1);
    const expired = await t.accept(late.url, 'intarziat');
    expect(expired.status).toBe(400);
    expect((await t.visitor('e.test').login('intarziat', 'school-password-1')).status).toBe(401);
    // A week idle ended the operator's session too.
    expect((await t.operator.login('operator', operatorPassword)).status).toBe(200);
  });

  it('lets an existing identity join only with its own password', async () => {
    const { invitationUrl } = await t.addSchool('Școala F', ['f.test']);
    await t.accept((await t.addSchool('Școala G', ['g.test'])).invitationUrl, 'profesor.g');
    expect((await t.accept(invitationUrl, 'profesor.g', 'wrong-password-9')).status).toBe(401);
    const joined = await t.accept(invitationUrl, 'profesor.g');
    expect(joined).toMatchObject({ status: 201, user: { username: 'profesor.g', role: 'ADMIN' } });
  });
});

describe('suspending a school', () => {
  it('makes its site answer 503 while nothing is deleted; resuming brings it back', async () => {
    const { school } = await t.addSchool('Școala H', ['h.test']);
    expect((await t.visitor('h.test').get('/api/school/about-us')).status).toBe(200);

    const suspended = await t.operator.post(`/api/platform/schools/${school.id}/suspend`);
    expect(await json(suspended)).toMatchObject({ id: school.id, status: 'SUSPENDED', domains: ['h.test'] });
    for (const path of ['/api/site', '/api/school/about-us', '/api/content/news']) {
      const response = await t.visitor('h.test').get(path);
      expect(response.status).toBe(503);
      expect(await json(response)).toEqual({ message: "This school's site is unavailable." });
    }
    expect((await t.visitor('a.test').get('/api/site')).status).toBe(200);

    expect(await json(await t.operator.post(`/api/platform/schools/${school.id}/resume`))).toMatchObject({ status: 'ACTIVE' });
    expect(await json(await t.visitor('h.test').get('/api/site'))).toMatchObject({ school: { name: 'Școala H' } });
    expect((await t.operator.post('/api/platform/schools/99999/suspend')).status).toBe(404);
  });
});

describe('a school\'s branding', () => {
  const branding = { name: 'Școala Gimnazială nr. 7', logoUrl: '/api/media/files/logo.png', faviconUrl: null, brandColor: '#1F4E79', brandTextColor: '#ffffff', footerContacts: 'Str. Lalelelor 7, Cluj · 0264 000 000' };

  it('is what the school\'s site answers as its theme', async () => {
    const { school } = await t.addSchool('Școala 7', ['s7.test']);
    const saved = await t.operator.put(`/api/platform/schools/${school.id}/branding`, branding);
    expect(saved.status).toBe(200);
    expect(await json(await t.visitor('s7.test').get('/api/site'))).toEqual({ kind: 'school', school: { ...branding, brandColor: '#1f4e79' } });
  });

  it('made on another replica, is answered at once to a request that asks for a fresh answer (the renderer\'s, a reload)', async () => {
    const { school } = await t.addSchool('Școala 9', ['s9.test']);
    const visitor = t.visitor('s9.test');
    expect(await json(await visitor.get('/api/site'))).toMatchObject({ school: { name: 'Școala 9' } });
    // Another replica's console each time: this process keeps the school it last found for a moment.
    const fresh: Record<string, string>[] = [{ 'cache-control': 'max-age=0, no-cache' }, { pragma: 'no-cache' }, { 'x-live-shell': '1' }];
    for (const [step, headers] of fresh.entries()) {
      const name = `Școala Gimnazială nr. 9 (${step + 1})`;
      await updateSchoolBranding(t.api.db, school.id, { ...branding, name });
      expect(await json(await visitor.get('/api/site', { headers }))).toMatchObject({ school: { name } });
    }
  });

  it('refuses a colour pair under 4.5:1, and a colour that is no #rrggbb, with messages', async () => {
    const { school } = await t.addSchool('Școala 8', ['s8.test']);
    const faint = await t.operator.put(`/api/platform/schools/${school.id}/branding`, { ...branding, brandColor: '#777777', brandTextColor: '#ffffff' });
    expect(faint.status).toBe(400);
    expect((await json(faint)).errors).toEqual({
      brandTextColor: 'The text colour on the brand colour has a contrast of 4.48:1; it must be at least 4.5:1 to be readable. Choose a darker or lighter colour.',
    });
    const named = await t.operator.put(`/api/platform/schools/${school.id}/branding`, { ...branding, brandColor: 'red' });
    expect((await json(named)).errors).toEqual({ brandColor: 'Write the colour as #rrggbb, e.g. #1f4e79.' });
    const script = await t.operator.put(`/api/platform/schools/${school.id}/branding`, { ...branding, logoUrl: 'javascript:alert(1)' });
    expect((await json(script)).errors).toEqual({ logoUrl: 'Give the address of an image of this site, e.g. a file of the media library (/api/media/files/…).' });
    const elsewhere = await t.operator.put(`/api/platform/schools/${school.id}/branding`, { ...branding, faviconUrl: 'https://cdn.example/icon.png' });
    expect((await json(elsewhere)).errors).toEqual({ faviconUrl: 'Give the address of an image of this site, e.g. a file of the media library (/api/media/files/…).' });
    expect(await json(await t.visitor('s8.test').get('/api/site'))).toMatchObject({ school: { name: 'Școala 8', brandColor: '#1f4e79' } });
  });
});
