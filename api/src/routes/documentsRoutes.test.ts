import { contentMessages } from '@school/shared/messages/content';
import { json } from '../testing/apiClient';
import { auditOf, expectEditorsOnlyWrite, insertTestMedia } from '../testing/contentFixtures';
import { withEditorsTestApi } from '../testing/testApiSetup';

const t = withEditorsTestApi();

const doc = (over: Record<string, unknown> = {}) => ({
  title: 'Regulamentul intern',
  url: 'https://example.org/regulament.pdf',
  category: 'regulations',
  schoolYear: '2024-2025',
  publishedOn: '2024-09-10',
  status: 'PUBLISHED',
  ...over,
});

describe('documents', () => {
  it('lets only MANAGER and ADMIN write, and records each write', async () => {
    const ids = await expectEditorsOnlyWrite(t.callers(), '/api/content/documents', () => doc());
    expect((await auditOf(t.api.db, 'document', ids[0]!)).map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'DELETE', 'RESTORE']);
  });

  it('takes a stored file or an external link, never both or neither, and a valid-until not before publication', async () => {
    const file = await insertTestMedia(t.api.db, 'DOCUMENT');
    const stored = await json(await t.manager.post('/api/content/documents', doc({ url: null, file: { id: file.id } })));
    expect(stored).toMatchObject({ file: { id: file.id, url: `/api/media/files/${file.storageKey}` }, url: null, href: `/api/media/files/${file.storageKey}` });
    const both = await t.manager.post('/api/content/documents', doc({ file: { id: file.id } }));
    expect((await json(both)).errors).toEqual({ file: contentMessages.documentSource });
    const neither = await t.manager.post('/api/content/documents', doc({ url: null }));
    expect((await json(neither)).errors).toEqual({ file: contentMessages.documentSource });
    const script = await t.manager.post('/api/content/documents', doc({ url: 'javascript:alert(1)' }));
    expect((await json(script)).errors).toEqual({ url: contentMessages.documentSource });
    const expired = await t.manager.post('/api/content/documents', doc({ validUntil: '2024-09-01' }));
    expect((await json(expired)).errors).toEqual({ validUntil: contentMessages.validUntil });
  });

  it('lists published documents by category and school year; drafts only for editors', async () => {
    await t.manager.post('/api/content/documents', doc({ title: 'Buget 2024', category: 'budget-and-execution' }));
    const draft = await json(await t.manager.post('/api/content/documents', doc({ title: 'Buget ciornă', category: 'budget-and-execution', status: 'DRAFT' })));
    const list = await json(await t.api.client().get('/api/content/documents?category=budget-and-execution&schoolYear=2024-2025'));
    expect(list.items.map((d: { title: string }) => d.title)).toEqual(['Buget 2024']);
    expect((await t.api.client().get(`/api/content/documents/${draft.id}`)).status).toBe(404);
    expect((await t.user.get(`/api/content/documents/${draft.id}`)).status).toBe(404);
    const editorList = await json(await t.manager.get('/api/content/documents?category=budget-and-execution&status=ALL'));
    expect(editorList.total).toBe(2);
    expect((await t.api.client().get('/api/content/documents?category=secrets')).status).toBe(400);
  });
});
