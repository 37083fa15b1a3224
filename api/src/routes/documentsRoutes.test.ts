import { contentMessages } from '@school/shared/messages/content';
import { json } from '../testing/apiClient';
import { auditOf, documentInput, expectEditorsOnlyWrite, insertTestMedia } from '../testing/contentFixtures';
import { pdfDocument, upload } from '../testing/mediaFixtures';
import { withEditorsTestApi } from '../testing/testApiSetup';

const t = withEditorsTestApi();

describe('documents', () => {
  it('lets only MANAGER and ADMIN write, and records each write', async () => {
    const ids = await expectEditorsOnlyWrite(t.callers(), '/api/content/documents', () => documentInput());
    expect((await auditOf(t.api.db, 'document', ids[0]!)).map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'DELETE', 'RESTORE']);
  });

  it('takes a stored file or an external link, never both or neither, and a valid-until not before publication', async () => {
    const file = await insertTestMedia(t.api.db, 'DOCUMENT');
    const stored = await json(await t.manager.post('/api/content/documents', documentInput({ url: null, file: { id: file.id } })));
    expect(stored).toMatchObject({ file: { id: file.id, url: `/api/media/files/${file.storageKey}`, originalName: 'document.pdf' }, url: null, href: `/api/content/documents/${stored.id}/file` });
    const both = await t.manager.post('/api/content/documents', documentInput({ file: { id: file.id } }));
    expect((await json(both)).errors).toEqual({ file: contentMessages.documentSource });
    const neither = await t.manager.post('/api/content/documents', documentInput({ url: null }));
    expect((await json(neither)).errors).toEqual({ file: contentMessages.documentSource });
    const script = await t.manager.post('/api/content/documents', documentInput({ url: 'javascript:alert(1)' }));
    expect((await json(script)).errors).toEqual({ url: contentMessages.documentSource });
    const expired = await t.manager.post('/api/content/documents', documentInput({ validUntil: '2024-09-01' }));
    expect((await json(expired)).errors).toEqual({ validUntil: contentMessages.validUntil });
  });

  it('lists published documents by category and school year; drafts only for editors', async () => {
    await t.manager.post('/api/content/documents', documentInput({ title: 'Buget 2024', category: 'budget-and-execution' }));
    const draft = await json(await t.manager.post('/api/content/documents', documentInput({ title: 'Buget ciornă', category: 'budget-and-execution', status: 'DRAFT' })));
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
  const pdfMarked = (marker: string) => Buffer.concat([pdfDocument(), Buffer.from(`%${marker}\n`)]);
  const uploadPdf = async (name: string, marker: string) => (await json(await upload(t.manager, name, pdfMarked(marker)))) as { id: number; url: string };

  it('stays the same when the file is replaced, and serves the file of the moment itself, named as uploaded', async () => {
    const first = await uploadPdf('Regulament 2025.pdf', 'first');
    const second = await uploadPdf('Regulament 2026.pdf', 'second');
    const created = await json(await t.manager.post('/api/content/documents', documentInput({ url: null, file: { id: first.id } })));
    expect(created.href).toBe(`/api/content/documents/${created.id}/file`);
    const anonymous = t.api.client();
    const before = await anonymous.get(created.href);
    expect({ status: before.status, redirected: before.redirected, type: before.headers.get('content-type') }).toEqual({ status: 200, redirected: false, type: 'application/pdf' });
    expect(await before.text()).toContain('%first');
    expect(before.headers.get('content-disposition')).toContain('filename="Regulament 2025.pdf"');
    // Revalidated at every visit (a replacement shows at once); unchanged, it costs a 304.
    expect(before.headers.get('cache-control')).toBe('public, no-cache');
    expect((await anonymous.get(created.href, { headers: { 'if-none-match': before.headers.get('etag')! } })).status).toBe(304);

    const replaced = await json(await t.manager.put(`/api/content/documents/${created.id}`, documentInput({ url: null, file: { id: second.id } })));
    expect(replaced.href).toBe(created.href);
    const after = await anonymous.get(created.href, { headers: { 'if-none-match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('%second');
    const list = await json(await anonymous.get('/api/content/documents'));
    expect(list.items.find((d: { id: number }) => d.id === created.id).href).toBe(created.href);
  });

  it("is 404 to visitors for a draft's file, and an external link is linked as it is", async () => {
    const file = await uploadPdf('Ciornă.pdf', 'draft');
    const draft = await json(await t.manager.post('/api/content/documents', documentInput({ url: null, file: { id: file.id }, status: 'DRAFT' })));
    expect((await t.api.client().get(draft.href)).status).toBe(404);
    expect((await t.user.get(draft.href)).status).toBe(404);
    const editor = await t.manager.get(draft.href);
    expect(editor.status).toBe(200);
    expect(editor.headers.get('cache-control')).toBe('private, no-store');
    const link = await json(await t.manager.post('/api/content/documents', documentInput()));
    expect(link.href).toBe('https://example.org/regulament.pdf');
    expect((await t.api.client().get(`/api/content/documents/${link.id}/file`)).status).toBe(404);
  });
});
