import { contentMessages } from '@school/shared/messages/content';
import { mediaUsagesOf } from '../repositories/mediaUsagesRepository';
import { json } from '../testing/apiClient';
import { auditOf, expectEditorsOnlyWrite, insertTestMedia } from '../testing/contentFixtures';
import { withEditorsTestApi } from '../testing/testApiSetup';

const t = withEditorsTestApi();

describe('galleries', () => {
  it('lets only MANAGER and ADMIN write, and records each write', async () => {
    const photo = await insertTestMedia(t.api.db);
    const gallery = { title: 'Săptămâna Verde', schoolYear: '2024-2025', status: 'PUBLISHED', photos: [{ id: photo.id, alt: 'Plantăm puieți' }] };
    const ids = await expectEditorsOnlyWrite(t.callers(), '/api/content/galleries', () => gallery);
    expect((await auditOf(t.api.db, 'gallery', ids[1]!)).map((a) => [a.action, a.actor])).toEqual([
      ['CREATE', expect.stringMatching(/^admin/)],
      ['UPDATE', expect.stringMatching(/^admin/)],
      ['DELETE', expect.stringMatching(/^admin/)],
      ['RESTORE', expect.stringMatching(/^admin/)],
    ]);
  });

  it('needs alt text unless a photo is decorative, and consent before publishing photos of pupils', async () => {
    const photo = await insertTestMedia(t.api.db);
    const base = { title: 'Serbarea', schoolYear: '2024-2025', status: 'PUBLISHED' };
    const noAlt = await t.manager.post('/api/content/galleries', { ...base, photos: [{ id: photo.id }] });
    expect((await json(noAlt)).errors).toEqual({ photos: contentMessages.photos });
    expect((await t.manager.post('/api/content/galleries', { ...base, photos: [{ id: photo.id, decorative: true }] })).status).toBe(201);
    const pupils = { id: photo.id, alt: 'Elevii pe scenă', showsPupils: true };
    const refused = await t.manager.post('/api/content/galleries', { ...base, photos: [pupils] });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({ message: expect.any(String), errors: { photos: contentMessages.consent } });
    const draft = await json(await t.manager.post('/api/content/galleries', { ...base, status: 'DRAFT', photos: [pupils] }));
    expect(await mediaUsagesOf(t.api.db, 'gallery', draft.id)).toEqual([{ mediaId: photo.id, visibleFrom: null }]);
    expect((await t.api.client().get(`/api/content/galleries/${draft.id}`)).status).toBe(404);
    const published = await t.manager.put(`/api/content/galleries/${draft.id}`, { ...base, photos: [{ ...pupils, consentConfirmed: true }] });
    expect(published.status).toBe(200);
    expect(await mediaUsagesOf(t.api.db, 'gallery', draft.id)).toEqual([{ mediaId: photo.id, visibleFrom: t.api.clock.now() }]);
    const answer = await json(await t.api.client().get(`/api/content/galleries/${draft.id}`));
    expect(answer.photos).toEqual([expect.objectContaining({ id: photo.id, alt: 'Elevii pe scenă', showsPupils: true, consentConfirmed: true, width: 1200 })]);
  });
});
