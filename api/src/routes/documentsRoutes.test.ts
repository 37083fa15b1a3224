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
    expect(stored).toMatchObject({ file: { id: file.id, url: `/api/media/files/${file.storageKey}`, originalName: 'document.pdf' }, url: null, href: `/api/content/documents/${stored.id}/file` });
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

describe("a document's file address", () => {
  // fetch follows the redirect: where it ends is the file a visitor downloads.
  const landsOn = async (response: Response) => (response.redirected ? new URL(response.url).pathname : `not redirected: ${response.status}`);

  it('stays the same when the file is replaced, and leads to the file of the moment', async () => {
    const first = await insertTestMedia(t.api.db, 'DOCUMENT');
    const second = await insertTestMedia(t.api.db, 'DOCUMENT');
    const created = await json(await t.manager.post('/api/content/documents', doc({ url: null, file: { id: first.id } })));
    expect(created.href).toBe(`/api/content/documents/${created.id}/file`);
    const anonymous = t.api.client();
    expect(await landsOn(await anonymous.get(created.href))).toBe(`/api/media/files/${first.storageKey}`);

    const replaced = await json(await t.manager.put(`/api/content/documents/${created.id}`, doc({ url: null, file: { id: second.id } })));
    expect(replaced.href).toBe(created.href);
    const answer = await anonymous.get(created.href);
    expect(await landsOn(answer)).toBe(`/api/media/files/${second.storageKey}`);
    const list = await json(await anonymous.get('/api/content/documents'));
    expect(list.items.find((d: { id: number }) => d.id === created.id).href).toBe(created.href);
  });

  it("is 404 to visitors for a draft's file, and an external link is linked as it is", async () => {
    const file = await insertTestMedia(t.api.db, 'DOCUMENT');
    const draft = await json(await t.manager.post('/api/content/documents', doc({ url: null, file: { id: file.id }, status: 'DRAFT' })));
    expect((await t.api.client().get(draft.href)).status).toBe(404);
    expect((await t.user.get(draft.href)).status).toBe(404);
    expect(await landsOn(await t.manager.get(draft.href))).toBe(`/api/media/files/${file.storageKey}`);
    const link = await json(await t.manager.post('/api/content/documents', doc()));
    expect(link.href).toBe('https://example.org/regulament.pdf');
    expect((await t.api.client().get(`/api/content/documents/${link.id}/file`)).status).toBe(404);
  });
});
