import { ABOUT_US_FIELDS, type AboutUs } from '@school/shared/types';
import { messages } from '@school/shared/messages';
import { seedAboutUs } from '../db/seed/seedData';
import { json } from '../testing/apiClient';
import { withTestApi } from '../testing/testApiSetup';
import { schoolDataMessages } from '@school/shared/messages/school-data';

const t = withTestApi({});

describe('/api/school/about-us', () => {
  it('answers the seeded About us with its twelve string fields', async () => {
    const response = await t.api.client().get('/api/school/about-us');
    expect(response.status).toBe(200);
    const aboutUs = await json(response);
    expect(aboutUs).toEqual(seedAboutUs);
    expect(Object.keys(aboutUs).sort()).toEqual([...ABOUT_US_FIELDS].sort());
  });

  it('lets an ADMIN replace it, trimmed, and answers the saved record', async () => {
    const admin = await t.api.signedIn('ADMIN');
    const changed: AboutUs = { ...seedAboutUs, phone: '0244 999 999', name: 'Școala Nouă' };
    const response = await admin.put('/api/school/about-us', { ...changed, name: '  Școala Nouă  ', id: 7, extra: 'x' });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual(changed);
    expect(await json(await t.api.client().get('/api/school/about-us'))).toEqual(changed);
  });

  it('answers the message of every empty field', async () => {
    const admin = await t.api.signedIn('ADMIN');
    const response = await admin.put('/api/school/about-us', Object.fromEntries(ABOUT_US_FIELDS.map((f) => [f, ' '])));
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.message).toBe(messages.api.invalidInput);
    expect(body.errors).toEqual(Object.fromEntries(ABOUT_US_FIELDS.map((f) => [f, schoolDataMessages.aboutUs[f]])));
  });

  it('checks the email and the coordinates', async () => {
    const admin = await t.api.signedIn('ADMIN');
    const response = await admin.put('/api/school/about-us', { ...seedAboutUs, email: 'not-an-email', latitude: '91', longitude: '25,95' });
    expect((await json(response)).errors).toEqual({
      email: schoolDataMessages.aboutUs.emailFormat,
      latitude: schoolDataMessages.aboutUs.latitudeRange,
      longitude: schoolDataMessages.aboutUs.longitudeRange,
    });
  });

  it('answers 401 without a session and 403 for a USER', async () => {
    expect((await t.api.client().put('/api/school/about-us', seedAboutUs)).status).toBe(401);
    expect((await (await t.api.signedIn('USER')).put('/api/school/about-us', seedAboutUs)).status).toBe(403);
  });
});

describe('About us on an empty database', () => {
  const empty = withTestApi();

  it('answers empty strings until an ADMIN saves it', async () => {
    expect(await json(await empty.api.client().get('/api/school/about-us'))).toEqual(
      Object.fromEntries(ABOUT_US_FIELDS.map((f) => [f, ''])),
    );
    const admin = await empty.api.signedIn('ADMIN');
    expect((await admin.put('/api/school/about-us', seedAboutUs)).status).toBe(200);
    expect(await json(await empty.api.client().get('/api/school/about-us'))).toEqual(seedAboutUs);
  });
});
