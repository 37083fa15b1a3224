import { messages } from '@school/shared/messages';
import { seedSubjects } from '../db/seed/seedData';
import { json } from '../testing/apiClient';
import { withAdminTestApi } from '../testing/testApiSetup';
import { expectFieldsRefused } from '../testing/refusals';
import { schoolDataMessages } from '@school/shared/messages/school-data';

const t = withAdminTestApi();

describe('reading subjects (public)', () => {
  it('lists the seeded subjects ordered by id', async () => {
    const response = await t.api.client().get('/api/school/subjects');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json; charset=utf-8/);
    const subjects = await json(response);
    expect(subjects.map((s: { name: string }) => s.name)).toEqual([...seedSubjects]);
    const ids = subjects.map((s: { id: number }) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('answers one subject, 404 for a missing one and 400 for an id that is not a positive whole number', async () => {
    expect(await json(await t.api.client().get('/api/school/subjects/2'))).toEqual({ id: 2, name: 'Matematică' });
    const missing = await t.api.client().get('/api/school/subjects/9999');
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ message: 'Subject not found.' });
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999', '1e3']) {
      const response = await t.api.client().get(`/api/school/subjects/${id}`);
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ message: messages.api.invalidId });
    }
  });
});

describe('writing subjects (ADMIN)', () => {
  it('creates, updates and deletes a subject', async () => {
    const created = await t.admin.post('/api/school/subjects', { name: '  Astronomie  ', id: 1, color: 'blue' });
    expect(created.status).toBe(201);
    const subject = await json(created);
    expect(subject).toEqual({ id: expect.any(Number), name: 'Astronomie' });
    expect(subject.id).not.toBe(1);

    const updated = await t.admin.put(`/api/school/subjects/${subject.id}`, { id: 12345, name: 'Astronomie și astrofizică' });
    expect(updated.status).toBe(200);
    expect(await json(updated)).toEqual({ id: subject.id, name: 'Astronomie și astrofizică' });
    expect(await json(await t.api.client().get(`/api/school/subjects/${subject.id}`))).toEqual({
      id: subject.id,
      name: 'Astronomie și astrofizică',
    });

    const deleted = await t.admin.delete(`/api/school/subjects/${subject.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await deleted.text()).toBe('Subject deleted.');
    expect((await t.api.client().get(`/api/school/subjects/${subject.id}`)).status).toBe(404);
  });

  it('answers the validator messages', async () => {
    const blank = await t.admin.post('/api/school/subjects', { name: '   ' });
    await expectFieldsRefused(blank, { name: 'Subject name is required.' });
    const missing = await t.admin.post('/api/school/subjects', {});
    expect((await json(missing)).errors).toEqual({ name: 'Subject name is required.' });
    const wrongType = await t.admin.post('/api/school/subjects', { name: 42 });
    expect((await json(wrongType)).errors).toEqual({ name: 'Subject name is required.' });
    const long = await t.admin.put('/api/school/subjects/1', { name: 'x'.repeat(101) });
    expect((await json(long)).errors).toEqual({ name: 'Must be at most 100 characters.' });
  });

  it('refuses names with nothing visible or with hidden characters, with the field message', async () => {
    for (const name of ['\u200b', '\u200b\u200d', 'Fizic\u0103\u200b', 'Fizică\u0000', 'Fizică\tI', '\u202eăcizif']) {
      const response = await t.admin.post('/api/school/subjects', { name });
      await expectFieldsRefused(response, { name: schoolDataMessages.subject.name });
    }
    const renamed = await t.admin.put('/api/school/subjects/1', { name: '\u2060' });
    expect(renamed.status).toBe(400);
    expect(await json(await t.api.client().get('/api/school/subjects/1'))).toEqual({ id: 1, name: seedSubjects[0] });
  });

  it('refuses a second subject of the same name without regard to case or diacritics, naming the first', async () => {
    const taken = schoolDataMessages.subject.exists('Matematică');
    for (const name of ['matematica', 'MATEMATICĂ', '  Matematica ', 'Mate\u0301matică', 'Matematică']) {
      const response = await t.admin.post('/api/school/subjects', { name });
      expect(response.status).toBe(409);
      expect(await json(response)).toEqual({ message: taken, errors: { name: taken } });
    }
    // Compatibility forms count as their letters; a name that grows when decomposed still fits.
    const ligatures = await t.admin.post('/api/school/subjects', { name: '\ufdfa'.repeat(100) });
    expect(ligatures.status).toBe(201);
    const ligature = await t.admin.post('/api/school/subjects', { name: 'Ateliere ﬂori' });
    expect(ligature.status).toBe(201);
    expect((await json(await t.admin.post('/api/school/subjects', { name: 'ATELIERE FLORI' }))).message).toBe(schoolDataMessages.subject.exists('Ateliere ﬂori'));
    for (const created of [ligatures, ligature]) await t.admin.delete(`/api/school/subjects/${(await json(created)).id}`);
    const cedilla = await t.admin.post('/api/school/subjects', { name: 'Limba şi literatura romana' });
    expect(cedilla.status).toBe(409);
    expect((await json(cedilla)).message).toBe(schoolDataMessages.subject.exists('Limba și literatura română'));

    const other = await json(await t.admin.post('/api/school/subjects', { name: 'Geologie' }));
    const renamed = await t.admin.put(`/api/school/subjects/${other.id}`, { name: 'matematică' });
    expect(renamed.status).toBe(409);
    expect(await json(renamed)).toEqual({ message: taken, errors: { name: taken } });
    // A subject may change its own spelling.
    const respelled = await t.admin.put(`/api/school/subjects/${other.id}`, { name: 'GEOLOGIE' });
    expect(respelled.status).toBe(200);
    expect(await json(respelled)).toEqual({ id: other.id, name: 'GEOLOGIE' });
    await t.admin.delete(`/api/school/subjects/${other.id}`);
  });

  it('keeps one subject when the same name is added many times at once', async () => {
    const names = ['Astronomie', 'astronomie', 'ASTRONOMIE', 'Astronomíe', 'Astronomie ', 'astronomîe', 'Astronomie', 'astronomie'];
    const responses = await Promise.all(names.map((name) => t.admin.post('/api/school/subjects', { name })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array(names.length - 1).fill(409)]);
    const created = await json(responses.find((response) => response.status === 201)!);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect((await json(response)).message).toBe(schoolDataMessages.subject.exists(created.name));
    }
    const all = await json(await t.api.client().get('/api/school/subjects'));
    expect(all.filter((subject: { name: string }) => subject.name.toLowerCase().startsWith('astronom'))).toHaveLength(1);
    await t.admin.delete(`/api/school/subjects/${created.id}`);
  });

  it('answers 404 when updating or deleting a missing subject', async () => {
    expect((await t.admin.put('/api/school/subjects/9999', { name: 'X' })).status).toBe(404);
    const deleted = await t.admin.delete('/api/school/subjects/9999');
    expect(deleted.status).toBe(404);
    expect(await json(deleted)).toEqual({ message: 'Subject not found.' });
  });

  it('refuses to delete a subject still taught, naming the teachers', async () => {
    const response = await t.admin.delete('/api/school/subjects/2');
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({ message: 'Subject is taught by 2 teachers: Popescu Maria, Ionescu Dan.' });
    expect((await t.api.client().get('/api/school/subjects/2')).status).toBe(200);
  });

  it('stores SQL metacharacters and answers them unchanged', async () => {
    const name = "Robert'); DROP TABLE subjects;--";
    const created = await json(await t.admin.post('/api/school/subjects', { name }));
    expect(created.name).toBe(name);
    expect(await json(await t.api.client().get(`/api/school/subjects/${created.id}`))).toEqual({ id: created.id, name });
    expect((await t.api.client().get('/api/school/subjects')).status).toBe(200);
  });

  it('answers 401 without a session and 403 for other roles', async () => {
    const anonymous = await t.api.client().post('/api/school/subjects', { name: 'X' });
    expect(anonymous.status).toBe(401);
    expect(await json(anonymous)).toEqual({ message: 'Authentication required.' });
    for (const role of ['USER', 'MANAGER'] as const) {
      const client = await t.api.signedIn(role);
      for (const response of [
        await client.post('/api/school/subjects', { name: 'X' }),
        await client.put('/api/school/subjects/1', { name: 'X' }),
        await client.delete('/api/school/subjects/1'),
      ]) {
        expect(response.status).toBe(403);
        expect(await json(response)).toEqual({ message: 'Access denied.' });
      }
    }
    expect(await json(await t.api.client().get('/api/school/subjects/1'))).toEqual({ id: 1, name: seedSubjects[0] });
  });
});
