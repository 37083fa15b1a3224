import { contentMessages } from '@school/shared/messages/content';
import { mediaUsagesOf } from '../repositories/mediaUsagesRepository';
import { json, type ApiClient } from '../testing/apiClient';
import { auditOf, expectEditorsOnlyWrite, insertTestMedia } from '../testing/contentFixtures';
import { startTestApi, type TestApi } from '../testing/startTestApi';

let api: TestApi;
let manager: ApiClient;
let admin: ApiClient;
let user: ApiClient;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  [manager, admin, user] = await Promise.all([api.signedIn('MANAGER'), api.signedIn('ADMIN'), api.signedIn('USER')]);
});
afterAll(() => api.close());

describe('galleries', () => {
  it('lets only MANAGER and ADMIN write, and records each write', async () => {
    const photo = await insertTestMedia(api.db);
    const gallery = { title: 'Săptămâna Verde', schoolYear: '2024-2025', status: 'PUBLISHED', photos: [{ id: photo.id, alt: 'Plantăm puieți' }] };
    const ids = await expectEditorsOnlyWrite({ anonymous: api.client(), user, manager, admin }, '/api/content/galleries', () => gallery);
    expect((await auditOf(api.db, 'gallery', ids[1]!)).map((a) => [a.action, a.actor])).toEqual([
      ['CREATE', expect.stringMatching(/^admin/)],
      ['UPDATE', expect.stringMatching(/^admin/)],
      ['DELETE', expect.stringMatching(/^admin/)],
      ['RESTORE', expect.stringMatching(/^admin/)],
    ]);
  });

  it('needs alt text unless a photo is decorative, and consent before publishing photos of pupils', async () => {
    const photo = await insertTestMedia(api.db);
    const base = { title: 'Serbarea', schoolYear: '2024-2025', status: 'PUBLISHED' };
    const noAlt = await manager.post('/api/content/galleries', { ...base, photos: [{ id: photo.id }] });
    expect((await json(noAlt)).errors).toEqual({ photos: contentMessages.photos });
    expect((await manager.post('/api/content/galleries', { ...base, photos: [{ id: photo.id, decorative: true }] })).status).toBe(201);
    const pupils = { id: photo.id, alt: 'Elevii pe scenă', showsPupils: true };
    const refused = await manager.post('/api/content/galleries', { ...base, photos: [pupils] });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({ message: expect.any(String), errors: { photos: contentMessages.consent } });
    const draft = await json(await manager.post('/api/content/galleries', { ...base, status: 'DRAFT', photos: [pupils] }));
    expect(await mediaUsagesOf(api.db, 'gallery', draft.id)).toEqual([{ mediaId: photo.id, visibleFrom: null }]);
    expect((await api.client().get(`/api/content/galleries/${draft.id}`)).status).toBe(404);
    const published = await manager.put(`/api/content/galleries/${draft.id}`, { ...base, photos: [{ ...pupils, consentConfirmed: true }] });
    expect(published.status).toBe(200);
    expect(await mediaUsagesOf(api.db, 'gallery', draft.id)).toEqual([{ mediaId: photo.id, visibleFrom: api.clock.now() }]);
    const answer = await json(await api.client().get(`/api/content/galleries/${draft.id}`));
    expect(answer.photos).toEqual([expect.objectContaining({ id: photo.id, alt: 'Elevii pe scenă', showsPupils: true, consentConfirmed: true, width: 1200 })]);
  });
});
