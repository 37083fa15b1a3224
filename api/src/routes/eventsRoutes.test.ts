// The Events kind, registered through its definition alone: editors' writes, the trash, revisions,
// search (leading to /calendar/{slug}), the audit log and the health list's drafts.
import { json } from '../testing/apiClient';
import { auditOf, expectEditorsOnlyWrite } from '../testing/contentFixtures';
import { withEditorsTestApi } from '../testing/testApiSetup';

const t = withEditorsTestApi();

const exam = { title: 'Evaluarea Națională', start: '2027-06-16T09:00', end: '2027-06-16T11:00', place: 'Sala de sport', category: 'exam', body: '<p>Limba română</p>' };

describe('events', () => {
  it('lets only MANAGER and ADMIN write, and records each write', async () => {
    const ids = await expectEditorsOnlyWrite(t.callers(), '/api/content/events', () => exam);
    expect((await auditOf(t.api.db, 'event', ids[1]!)).map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'DELETE', 'RESTORE']);
  });

  it('keeps a draft from visitors, lists it as a draft to correct, and finds a published event leading to its calendar page', async () => {
    const draft = await json(await t.manager.post('/api/content/events', { ...exam, title: 'Simulare Evaluare Națională' }));
    expect(draft).toMatchObject({ status: 'DRAFT', allDay: false, schoolYear: '2026-2027', slug: 'simulare-evaluare-nationala' });
    expect((await t.api.client().get(`/api/content/events/${draft.id}`)).status).toBe(404);
    const health = await json(await t.manager.get('/api/content/health'));
    expect(health).toContainEqual(expect.objectContaining({ kind: 'draft', itemType: 'event', itemId: draft.id, link: `/admin/events/${draft.id}` }));

    const published = await json(await t.manager.put(`/api/content/events/${draft.id}`, { ...exam, title: 'Simulare Evaluare Națională', status: 'PUBLISHED' }));
    expect(published.slug).toBe(draft.slug);
    const { results } = await json(await t.api.client().get('/api/search?q=simulare'));
    expect(results).toEqual([expect.objectContaining({ type: 'event', id: draft.id, ref: `/calendar/${draft.slug}` })]);
  });

  it('keeps hostile text as data: $& stays, NUL and bidi overrides go, 10 000 characters are refused with a message', async () => {
    const saved = await json(await t.manager.post('/api/content/events', { ...exam, title: 'Serbare $& $1 \u0000\u202eevil', place: 'Sala \u200f„A”', status: 'PUBLISHED' }));
    expect(saved).toMatchObject({ title: 'Serbare $& $1 evil', place: 'Sala \u200f„A”' });
    expect(await (await t.api.client().get('/api/calendar.ics')).text()).toContain('SUMMARY:Serbare $& $1 evil');
    const long = await t.manager.post('/api/content/events', { ...exam, place: 'x'.repeat(10_000) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await json(long))).toContain('Place must be at most');
  });

  it('keeps revisions and goes to the trash like any content item', async () => {
    const event = await json(await t.manager.post('/api/content/events', { ...exam, title: 'Ședința cu părinții', category: 'parent-meeting' }));
    await t.manager.put(`/api/content/events/${event.id}`, { ...exam, title: 'Ședința cu părinții', category: 'parent-meeting', start: '2027-06-17T18:00', end: null });
    const revisions = await json(await t.manager.get(`/api/content/events/${event.id}/revisions`));
    expect(revisions).toHaveLength(2);
    const restored = await json(await t.manager.post(`/api/content/events/${event.id}/revisions/${revisions[1].id}/restore`));
    expect(restored.start).toBe('2027-06-16T09:00');

    await t.manager.delete(`/api/content/events/${event.id}`);
    const trash = await json(await t.manager.get('/api/content/trash'));
    expect(trash).toContainEqual(expect.objectContaining({ type: 'event', id: event.id, title: 'Ședința cu părinții' }));
    expect((await t.manager.delete(`/api/content/trash/event/${event.id}`)).status).toBe(200);
  });
});
