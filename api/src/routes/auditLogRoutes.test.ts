import type { Role } from '@school/shared/types';
import { json, type ApiClient } from '../testing/apiClient';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { auditLogMessages } from '@school/shared/messages/account';

let api: TestApi;
let admin: ApiClient;
let adminName: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.signedIn('ADMIN');
  adminName = (await json(await admin.get('/api/user/me'))).username;
});
afterAll(() => api.close());

const entries = async (query = '') => (await json(await admin.get(`/api/audit-log?pageSize=100${query}`))).items;

describe('who may read the audit log', () => {
  it.each<[string, Role | null, number]>([
    ['anonymous', null, 401],
    ['a USER', 'USER', 403],
    ['a MANAGER', 'MANAGER', 403],
    ['an ADMIN', 'ADMIN', 200],
  ])('%s: %i', async (_who, role, status) => {
    const client = role ? await api.signedIn(role) : api.client();
    expect((await client.get('/api/audit-log')).status).toBe(status);
  });
});

describe('every write of the school data is recorded, in its transaction', () => {
  it('subjects: create, update, delete, with what changed', async () => {
    const subject = await json(await admin.post('/api/school/subjects', { name: 'Astronomie' }));
    await admin.put(`/api/school/subjects/${subject.id}`, { name: 'Astrofizică' });
    await admin.delete(`/api/school/subjects/${subject.id}`);
    const log = await entries('&itemType=subject');
    const name = { field: 'name', label: 'name', kind: 'text' };
    expect(log.map((entry: { action: string; changes: object }) => [entry.action, entry.changes])).toEqual([
      ['DELETE', [{ ...name, before: 'Astrofizică', after: null }]],
      ['UPDATE', [{ ...name, before: 'Astronomie', after: 'Astrofizică' }]],
      ['CREATE', [{ ...name, before: null, after: 'Astronomie' }]],
    ]);
    expect(log[0]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      actor: { id: expect.any(Number), username: adminName },
      action: 'DELETE',
      itemType: 'subject',
      itemId: String(subject.id),
      itemLabel: 'Astrofizică',
      changes: expect.any(Array),
    });
  });

  it('a refused write records nothing', async () => {
    const before = (await entries()).length;
    expect((await admin.post('/api/school/subjects', { name: 'Matematică' })).status).toBe(409);
    expect((await admin.delete('/api/school/subjects/1')).status).toBe(409);
    expect((await admin.put('/api/school/classes/99999', { name: 'X', educationType: 'PRIMARY', number: 1, master: null })).status).toBe(404);
    expect(await entries()).toHaveLength(before);
  });

  it("refuses a MANAGER's writes to the school data (403), which leave nothing in the log", async () => {
    const manager = await api.signedIn('MANAGER');
    const before = (await entries()).length;
    const aboutUs = await json(await api.client().get('/api/school/about-us'));
    const writes = [
      manager.post('/api/school/subjects', { name: 'Astronomie' }),
      manager.put('/api/school/teachers/1', { firstName: 'A', lastName: 'B', gender: 'MALE', position: 'TEACHER', degree: 'I', yearsOfService: 1, subject: null }),
      manager.delete('/api/school/classes/1'),
      manager.put('/api/school/about-us', aboutUs),
    ];
    for (const response of await Promise.all(writes)) expect(response.status).toBe(403);
    expect(await entries()).toHaveLength(before);
  });

  it('teachers: a relation is logged by its name, never its id; an enum by its words', async () => {
    const created = await admin.post('/api/school/teachers', {
      firstName: 'Ana',
      lastName: 'Pop',
      gender: 'FEMALE',
      position: 'TEACHER',
      degree: 'I',
      yearsOfService: 3,
      subject: { id: 1 },
    });
    expect(created.status).toBe(201);
    const teacher = await json(created);
    await admin.put(`/api/school/teachers/${teacher.id}`, { ...teacher, subject: { id: 2 }, yearsOfService: 4 });
    await admin.delete(`/api/school/teachers/${teacher.id}`);
    const [deleted, updated, added] = await entries('&itemType=teacher');
    expect(added).toMatchObject({ action: 'CREATE', itemLabel: 'Ana Pop' });
    const subjects = await json(await admin.get('/api/school/subjects'));
    const subjectName = (id: number) => subjects.find((subject: { id: number }) => subject.id === id).name;
    expect(updated.changes).toEqual([
      { field: 'subject', label: 'subject', kind: 'reference', change: 'changed', before: subjectName(1), after: subjectName(2) },
      { field: 'yearsOfService', label: 'years of service', kind: 'number', before: 3, after: 4 },
    ]);
    expect(added.changes).toContainEqual({ field: 'gender', label: 'gender', kind: 'enum', before: null, after: 'Female' });
    expect(deleted).toMatchObject({ action: 'DELETE', itemId: String(teacher.id) });
  });

  it('classes and About us', async () => {
    const schoolClass = await json(await admin.post('/api/school/classes', { name: '5A', educationType: 'HIGH_SCHOOL', number: 5, master: null }));
    await admin.put(`/api/school/classes/${schoolClass.id}`, { name: '5B', educationType: 'HIGH_SCHOOL', number: 5, master: null });
    await admin.delete(`/api/school/classes/${schoolClass.id}`);
    expect((await entries('&itemType=class')).map((entry: { action: string }) => entry.action)).toEqual(['DELETE', 'UPDATE', 'CREATE']);

    const aboutUs = await json(await api.client().get('/api/school/about-us'));
    expect((await admin.put('/api/school/about-us', { ...aboutUs, phone: '0231 000 000' })).status).toBe(200);
    const [entry] = await entries('&itemType=about-us');
    expect(entry).toMatchObject({ action: 'UPDATE', itemLabel: 'About us', changes: [{ field: 'phone', label: 'phone', kind: 'text', before: aboutUs.phone, after: '0231 000 000' }] });
  });
});

describe('filters and order', () => {
  it('newest first; by actor, item type and time (from ≤ at < to); paged', async () => {
    const other = await api.signedIn('ADMIN');
    const otherName = (await json(await other.get('/api/user/me'))).username;
    await other.post('/api/school/subjects', { name: 'Logică' });
    const byOther = await entries(`&actor=${otherName}`);
    expect(byOther).toHaveLength(1);
    expect(byOther[0].itemLabel).toBe('Logică');
    // Part of a username, any case.
    expect(await entries(`&actor=${otherName.slice(1, 6).toUpperCase()}`)).toEqual(byOther);
    expect((await entries(`&actor=${adminName}`)).every((entry: { actor: { username: string } }) => entry.actor.username === adminName)).toBe(true);

    const all = await entries();
    const times = all.map((entry: { at: string }) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    const newest = all[0].at;
    expect(await entries(`&from=${newest}`)).toHaveLength(all.filter((entry: { at: string }) => entry.at === newest).length);
    expect(await entries(`&to=${newest}`)).toHaveLength(all.filter((entry: { at: string }) => entry.at < newest).length);
    expect(await entries('&from=2000-01-01&to=2000-01-02')).toEqual([]);

    const page = await json(await admin.get('/api/audit-log?page=2&pageSize=2'));
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: all.length });
    expect(page.items).toEqual(all.slice(2, 4));
  });

  it.each(['from=yesterday', 'to=2026-13-45', `actor=${'x'.repeat(51)}`, 'pageSize=0'])('refuses %s with 400', async (query) => {
    const response = await admin.get(`/api/audit-log?${query}`);
    expect(response.status).toBe(400);
    expect((await json(response)).message).toEqual(expect.any(String));
  });

  it('names the date format', async () => {
    expect(await json(await admin.get('/api/audit-log?from=soon'))).toEqual({ message: auditLogMessages.date });
  });
});
