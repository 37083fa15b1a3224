import { contentMessages } from '@school/shared/messages/content';
import { mediaUsagesOf } from '../repositories/mediaUsagesRepository';
import { json, type ApiClient } from '../testing/apiClient';
import { auditOf, insertTestMedia } from '../testing/contentFixtures';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { expectFieldsRefused } from '../testing/refusals';

let api: TestApi;
let manager: ApiClient;
let admin: ApiClient;
let user: ApiClient;

const signIn = async () => {
  [manager, admin, user] = await Promise.all([api.signedIn('MANAGER'), api.signedIn('ADMIN'), api.signedIn('USER')]);
};
/** Moves the clock; the sessions it ends are opened again. */
const advance = async (ms: number) => {
  api.clock.advance(ms);
  await signIn();
};

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  await signIn();
});
afterAll(() => api.close());

const post = (over: Record<string, unknown> = {}) => ({ title: 'Ziua Școlii', place: 'Valea Florilor', date: '2025-05-20', body: '<p>Sărbătoare</p>', status: 'PUBLISHED', ...over });

describe('writing news: roles', () => {
  it('lets MANAGER and ADMIN create, edit and delete; USER 403, anonymous 401', async () => {
    expect((await api.client().post('/api/content/news', post())).status).toBe(401);
    expect((await user.post('/api/content/news', post())).status).toBe(403);
    expect((await manager.post('/api/content/news', post(), { xsrf: false })).status).toBe(403);
    for (const editor of [manager, admin]) {
      const created = await editor.post('/api/content/news', post());
      expect(created.status).toBe(201);
      const { id } = await json(created);
      expect((await api.client().put(`/api/content/news/${id}`, post())).status).toBe(401);
      expect((await user.put(`/api/content/news/${id}`, post())).status).toBe(403);
      expect((await editor.put(`/api/content/news/${id}`, post({ place: 'Ploiești' }))).status).toBe(200);
      expect((await api.client().delete(`/api/content/news/${id}`)).status).toBe(401);
      expect((await user.delete(`/api/content/news/${id}`)).status).toBe(403);
      const deleted = await editor.delete(`/api/content/news/${id}`);
      expect(deleted.status).toBe(200);
      expect(await deleted.text()).toBe(contentMessages.movedToTrash);
    }
  });

  it('answers the shape issue 11 fixes, with the slug transliterated and unique', async () => {
    const image = await insertTestMedia(api.db);
    const first = await json(await manager.post('/api/content/news', post({ title: 'Concursul „Școala Verde”', images: [{ id: image.id, alt: 'Elevi' }] })));
    expect(first).toEqual({
      id: expect.any(Number),
      slug: 'concursul-scoala-verde',
      title: 'Concursul „Școala Verde”',
      place: 'Valea Florilor',
      date: '2025-05-20',
      body: '<p>Sărbătoare</p>',
      schoolYear: '2024-2025',
      project: null,
      coverImage: null,
      images: [
        { id: image.id, alt: 'Elevi', decorative: false, showsPupils: false, consentConfirmed: false, url: `/api/media/files/${image.storageKey}`, width: 1200, height: 800, variants: [] },
      ],
      status: 'PUBLISHED',
      publishAt: null,
      updatedAt: new Date(api.clock.now()).toISOString(),
    });
    const second = await json(await manager.post('/api/content/news', post({ title: 'Concursul Școala Verde' })));
    expect(second.slug).toBe('concursul-scoala-verde-2');
  });

  it('refuses a body that breaks the rules, and media that does not exist', async () => {
    const bad = await manager.post('/api/content/news', { title: ' ', date: '2025-02-30', status: 'LIVE', images: [{ id: 1 }] });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors).toEqual({
      title: contentMessages.title,
      date: contentMessages.date,
      status: contentMessages.status,
      images: contentMessages.photos,
    });
    const missing = await manager.post('/api/content/news', post({ images: [{ id: 99999, alt: 'x' }] }));
    await expectFieldsRefused(missing, { images: contentMessages.missingMedia([99999]) });
  });

  it('refuses to publish photos of pupils without confirmed consent; a draft may keep them', async () => {
    const image = await insertTestMedia(api.db);
    const photo = { id: image.id, alt: 'Elevii clasei a V-a', showsPupils: true };
    const refused = await manager.post('/api/content/news', post({ images: [photo] }));
    expect(refused.status).toBe(400);
    expect((await json(refused)).errors).toEqual({ images: contentMessages.consent });
    expect((await manager.post('/api/content/news', post({ status: 'DRAFT', images: [photo] }))).status).toBe(201);
    expect((await manager.post('/api/content/news', post({ images: [{ ...photo, consentConfirmed: true }] }))).status).toBe(201);
  });

  it('counts the media library images of the body as the post\'s media', async () => {
    const inline = await insertTestMedia(api.db);
    const body = `<p>Vedeți:</p><img src="/api/media/files/${inline.storageKey}" alt="Diplomă">`;
    const created = await json(await manager.post('/api/content/news', post({ body })));
    expect(created.body).toContain(`/api/media/files/${inline.storageKey}`);
    expect(await mediaUsagesOf(api.db, 'news', created.id)).toEqual([{ mediaId: inline.id, visibleFrom: api.clock.now() }]);
  });

  it('sanitizes the body on write', async () => {
    const body = '<p onclick="steal()">Salut<script>alert(1)</script></p><a href="javascript:alert(1)">link</a><img src="x" onerror="alert(1)">';
    const created = await json(await manager.post('/api/content/news', post({ body })));
    expect(created.body).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(created.body).toContain('Salut');
  });
});

describe('reading news', () => {
  it('never shows a draft or a scheduled post to anonymous visitors or USERs (404), shows both to editors', async () => {
    const draft = await json(await manager.post('/api/content/news', post({ title: 'Ciornă secretă', status: 'DRAFT' })));
    const inAnHour = new Date(api.clock.now() + 3_600_000).toISOString();
    const scheduled = await json(await manager.post('/api/content/news', post({ title: 'Anunț programat', publishAt: inAnHour })));
    for (const visitor of [api.client(), user]) {
      for (const item of [draft, scheduled]) {
        expect((await visitor.get(`/api/content/news/${item.slug}`)).status).toBe(404);
        expect((await visitor.get(`/api/content/news/${item.id}`)).status).toBe(404);
      }
      const list = await json(await visitor.get('/api/content/news?pageSize=100&status=ALL'));
      expect(list.items.map((p: { id: number }) => p.id)).not.toEqual(expect.arrayContaining([draft.id]));
      expect(list.items.map((p: { id: number }) => p.id)).not.toEqual(expect.arrayContaining([scheduled.id]));
    }
    expect((await manager.get(`/api/content/news/${draft.slug}`)).status).toBe(200);
    const drafts = await json(await admin.get('/api/content/news?status=DRAFT&pageSize=100'));
    expect(drafts.items.map((p: { id: number }) => p.id)).toContain(draft.id);

    await advance(3_600_000);
    expect((await api.client().get(`/api/content/news/${scheduled.slug}`)).status).toBe(200);
  });

  it('lists published posts newest first with the total, paged, by school year; public answers carry an ETag and a short max-age', async () => {
    for (const date of ['2023-10-01', '2024-03-01', '2024-10-01']) await manager.post('/api/content/news', post({ title: `Știre ${date}`, date }));
    const response = await api.client().get('/api/content/news?schoolYear=2023-2024&page=1&pageSize=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=300');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const page = await json(response);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.items.map((p: { date: string }) => p.date)).toEqual(['2024-03-01']);
    const again = await api.client().get('/api/content/news?schoolYear=2023-2024&page=1&pageSize=1', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect((await manager.get('/api/content/news')).headers.get('cache-control')).toBe('private, no-cache');
    expect((await api.client().get('/api/content/news?pageSize=1000')).status).toBe(400);
  });

  it('answers a former slug with 301 to the current one', async () => {
    const created = await json(await manager.post('/api/content/news', post({ title: 'Serbarea de iarnă' })));
    const renamed = await json(await manager.put(`/api/content/news/${created.id}`, post({ title: 'Serbarea de Crăciun' })));
    expect(renamed.slug).toBe('serbarea-de-craciun');
    const old = await fetch(`${api.baseUrl}/api/content/news/serbarea-de-iarna`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/api/content/news/serbarea-de-craciun');
    const followed = await api.client().get('/api/content/news/serbarea-de-iarna');
    expect((await json(followed)).id).toBe(created.id);
  });
});

describe('the lifecycle of a post', () => {
  it('records every write in the audit log and keeps media uses visible from the publish time', async () => {
    const image = await insertTestMedia(api.db);
    const cover = await insertTestMedia(api.db);
    const created = await json(await manager.post('/api/content/news', post({ status: 'DRAFT', coverImage: { id: cover.id, alt: 'Copertă' }, images: [{ id: image.id, alt: 'Foto' }] })));
    expect(await mediaUsagesOf(api.db, 'news', created.id)).toEqual([
      { mediaId: image.id, visibleFrom: null },
      { mediaId: cover.id, visibleFrom: null },
    ].sort((a, b) => a.mediaId - b.mediaId));
    const publishAt = new Date(api.clock.now() + 60_000).toISOString();
    await manager.put(`/api/content/news/${created.id}`, post({ coverImage: { id: cover.id, alt: 'Copertă' }, images: [], publishAt }));
    expect(await mediaUsagesOf(api.db, 'news', created.id)).toEqual([{ mediaId: cover.id, visibleFrom: Date.parse(publishAt) }]);
    await manager.delete(`/api/content/news/${created.id}`);
    expect(await mediaUsagesOf(api.db, 'news', created.id)).toEqual([{ mediaId: cover.id, visibleFrom: null }]);
    const audit = await auditOf(api.db, 'news', created.id);
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect(audit[1]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', label: 'status', kind: 'enum', before: 'Draft', after: 'Published' },
        { field: 'publishAt', label: 'publish time', kind: 'time', before: null, after: publishAt },
      ]),
    );
  });

  it('moves a deleted post to the trash, restores it, and purges it with its media uses', async () => {
    const image = await insertTestMedia(api.db);
    const created = await json(await manager.post('/api/content/news', post({ title: 'De șters', images: [{ id: image.id, alt: 'x' }] })));
    await manager.delete(`/api/content/news/${created.id}`);
    expect((await api.client().get(`/api/content/news/${created.slug}`)).status).toBe(404);
    expect((await manager.get(`/api/content/news/${created.id}`)).status).toBe(404);
    expect((await manager.put(`/api/content/news/${created.id}`, post())).status).toBe(404);
    const trash = await json(await manager.get('/api/content/trash'));
    expect(trash).toContainEqual({ type: 'news', id: created.id, title: 'De șters', deletedAt: expect.any(String), purgeAt: expect.any(String) });
    expect((await user.post(`/api/content/news/${created.id}/restore`)).status).toBe(403);
    const restored = await manager.post(`/api/content/news/${created.id}/restore`);
    expect(restored.status).toBe(200);
    expect((await api.client().get(`/api/content/news/${created.slug}`)).status).toBe(200);
    expect((await manager.post(`/api/content/news/${created.id}/restore`)).status).toBe(404);

    await manager.delete(`/api/content/news/${created.id}`);
    expect((await manager.delete(`/api/content/trash/news/${created.id}`)).status).toBe(200);
    expect(await mediaUsagesOf(api.db, 'news', created.id)).toEqual([]);
    expect((await manager.post(`/api/content/news/${created.id}/restore`)).status).toBe(404);
    expect((await auditOf(api.db, 'news', created.id)).map((a) => a.action)).toEqual(['CREATE', 'DELETE', 'RESTORE', 'DELETE', 'PURGE']);
  });

  it('purges what has been in the trash for 30 days', async () => {
    const created = await json(await manager.post('/api/content/news', post({ title: 'Veche' })));
    await manager.delete(`/api/content/news/${created.id}`);
    await advance(29 * 86_400_000);
    await manager.post('/api/content/trash/purge');
    expect((await json(await manager.get('/api/content/trash'))).map((t: { id: number }) => t.id)).toContain(created.id);
    await advance(86_400_000);
    expect((await manager.post('/api/content/trash/purge')).status).toBe(200);
    expect((await json(await manager.get('/api/content/trash'))).map((t: { id: number }) => t.id)).not.toContain(created.id);
  });

  it('keeps the last 20 revisions and restores one', async () => {
    const created = await json(await manager.post('/api/content/news', post({ title: 'Revizia 0' })));
    for (let n = 1; n <= 21; n += 1) await manager.put(`/api/content/news/${created.id}`, post({ title: `Revizia ${n}` }));
    const revisions = await json(await manager.get(`/api/content/news/${created.id}/revisions`));
    expect(revisions).toHaveLength(20);
    expect(revisions[0].title).toBe('Revizia 21');
    expect(revisions[19].title).toBe('Revizia 2');
    expect((await user.get(`/api/content/news/${created.id}/revisions`)).status).toBe(403);
    const restored = await manager.post(`/api/content/news/${created.id}/revisions/${revisions[5].id}/restore`);
    expect(restored.status).toBe(200);
    expect((await json(restored)).title).toBe('Revizia 16');
    expect((await json(await manager.get(`/api/content/news/${created.id}/revisions`)))[0].title).toBe('Revizia 16');
  });
});
