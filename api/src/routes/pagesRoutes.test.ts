import { contentMessages } from '@school/shared/messages/content';
import { json } from '../testing/apiClient';
import { auditOf, expectEditorsOnlyWrite } from '../testing/contentFixtures';
import { withEditorsTestApi } from '../testing/testApiSetup';

const t = withEditorsTestApi();

const richText = (body: string, over: Record<string, unknown> = {}) => ({ kind: 'richText', title: '', body, ...over });

describe('pages', () => {
  it('lets only MANAGER and ADMIN write, and records each write', async () => {
    const ids = await expectEditorsOnlyWrite(t.callers(), '/api/content/pages', (n) => ({
      key: `despre/roluri-${n}`,
      title: 'Roluri',
      status: 'PUBLISHED',
      sections: [richText('<p>Text</p>')],
    }));
    expect((await auditOf(t.api.db, 'page', ids[0]!)).map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'DELETE', 'RESTORE']);
  });

  it('answers a page by its key with its sections; visitors see only the documents and gallery they may see', async () => {
    const published = await json(await t.manager.post('/api/content/documents', { title: 'Cererea-tip', url: 'https://example.org/a.pdf', category: 'enrolment', schoolYear: '2025-2026', publishedOn: '2025-03-01', status: 'PUBLISHED' }));
    const draft = await json(await t.manager.post('/api/content/documents', { title: 'Pliant ciornă', url: 'https://example.org/b.pdf', category: 'enrolment', schoolYear: '2025-2026', publishedOn: '2025-03-01' }));
    const gallery = await json(await t.manager.post('/api/content/galleries', { title: 'Ziua porților deschise', schoolYear: '2024-2025', photos: [] }));
    const page = await t.manager.post('/api/content/pages', {
      key: 'inscrierea',
      title: 'Înscrierea',
      status: 'PUBLISHED',
      sections: [
        richText('<h2>Calendar</h2><table><tr><td>Înscrierea</td><td>31 martie – 6 mai 2025</td></tr></table><script>x()</script>', { schoolYear: '2025-2026' }),
        { kind: 'documents', title: 'Documente', documents: [{ id: draft.id }, { id: published.id }] },
        { kind: 'photos', title: 'Fotografii', gallery: { id: gallery.id } },
      ],
    });
    expect(page.status).toBe(201);
    const answer = await t.api.client().get('/api/content/pages/inscrierea');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=300');
    const visible = await json(answer);
    expect(visible.sections.map((s: { kind: string }) => s.kind)).toEqual(['richText', 'documents', 'photos']);
    expect(visible.sections[0]).toMatchObject({ schoolYear: '2025-2026' });
    expect(visible.sections[0].body).not.toContain('script');
    expect(visible.sections[1].documents.map((d: { title: string }) => d.title)).toEqual(['Cererea-tip']);
    expect(visible.sections[2].gallery).toBeNull();
    const editorView = await json(await t.manager.get('/api/content/pages/inscrierea'));
    expect(editorView.sections[1].documents.map((d: { title: string }) => d.title)).toEqual(['Pliant ciornă', 'Cererea-tip']);
    expect(editorView.sections[2].gallery.title).toBe('Ziua porților deschise');
  });

  it('reads keys with slashes, plain or encoded; refuses a taken key and a section of the wrong shape', async () => {
    const created = await json(await t.manager.post('/api/content/pages', { key: 'activitati/saptamana-verde', title: 'Săptămâna Verde', status: 'PUBLISHED' }));
    expect((await json(await t.api.client().get('/api/content/pages/activitati/saptamana-verde'))).id).toBe(created.id);
    expect((await json(await t.api.client().get('/api/content/pages/activitati%2Fsaptamana-verde'))).id).toBe(created.id);
    const patch = await t.manager.request('PATCH', '/api/content/pages/activitati/saptamana-verde');
    expect(patch.status).toBe(405);
    expect(patch.headers.get('allow')).toContain('GET');
    const taken = await t.manager.post('/api/content/pages', { key: 'activitati/saptamana-verde', title: 'Alta' });
    expect(taken.status).toBe(409);
    expect((await json(taken)).errors).toEqual({ key: contentMessages.pageKeyTaken('activitati/saptamana-verde') });
    const badKey = await t.manager.post('/api/content/pages', { key: '/Înscriere', title: 'x' });
    expect((await json(badKey)).errors).toEqual({ key: contentMessages.pageKey });
    const badSection = await t.manager.post('/api/content/pages', { key: 'x', title: 'x', sections: [{ kind: 'photos' }] });
    expect((await json(badSection)).errors).toEqual({ sections: contentMessages.sections });
    const missing = await t.manager.post('/api/content/pages', { key: 'y', title: 'y', sections: [{ kind: 'documents', documents: [{ id: 9999 }] }] });
    expect((await json(missing)).errors).toEqual({ sections: contentMessages.missingDocuments([9999]) });
  });

  it('hides a draft page from visitors (404) and keeps revisions that can be restored', async () => {
    const created = await json(await t.manager.post('/api/content/pages', { key: 'burse', title: 'Burse', sections: [richText('<p>v1</p>')] }));
    expect((await t.api.client().get('/api/content/pages/burse')).status).toBe(404);
    expect((await t.user.get('/api/content/pages/burse')).status).toBe(404);
    await t.manager.put(`/api/content/pages/${created.id}`, { key: 'burse', title: 'Burse', status: 'PUBLISHED', sections: [richText('<p>v2</p>')] });
    expect((await json(await t.api.client().get('/api/content/pages/burse'))).sections[0].body).toBe('<p>v2</p>');
    const revisions = await json(await t.manager.get(`/api/content/pages/${created.id}/revisions`));
    expect(revisions).toHaveLength(2);
    const restored = await json(await t.admin.post(`/api/content/pages/${created.id}/revisions/${revisions[1].id}/restore`));
    expect(restored).toMatchObject({ status: 'DRAFT', sections: [expect.objectContaining({ body: '<p>v1</p>' })] });
    expect((await t.api.client().get('/api/content/pages/burse')).status).toBe(404);
  });
});
