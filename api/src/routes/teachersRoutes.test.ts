import { seedTeachers } from '../db/seed/seedData';
import { json } from '../testing/apiClient';
import { withAdminTestApi } from '../testing/testApiSetup';
import { expectFieldsRefused } from '../testing/refusals';
import { schoolDataMessages } from '@school/shared/messages/school-data';

const newTeacher = {
  firstName: 'Ioana',
  lastName: 'Vlad',
  gender: 'FEMALE',
  position: 'TEACHER',
  subject: { id: 8 },
  degree: 'II',
  yearsOfService: 11,
};

const t = withAdminTestApi();

describe('reading teachers (public)', () => {
  it('lists the 32 seeded teachers with whole subjects, one principal and one deputy', async () => {
    const teachers = await json(await t.api.client().get('/api/school/teachers'));
    expect(teachers).toHaveLength(seedTeachers.length);
    expect(teachers).toHaveLength(32);
    expect(teachers[0]).toEqual({
      id: 1,
      firstName: 'Maria',
      lastName: 'Popescu',
      gender: 'FEMALE',
      position: 'PRINCIPAL',
      subject: { id: 2, name: 'Matematică' },
      degree: 'I',
      yearsOfService: 28,
    });
    const positions = teachers.map((t: { position: string }) => t.position);
    expect(positions.filter((p: string) => p === 'PRINCIPAL')).toHaveLength(1);
    expect(positions.filter((p: string) => p === 'DEPUTY_PRINCIPAL')).toHaveLength(1);
  });

  it('answers the list exactly as each teacher reads one by one, and a 304 to a matching If-None-Match', async () => {
    const client = t.api.client();
    const list = await client.get('/api/school/teachers');
    const teachers = await json(list);
    for (const teacher of teachers.slice(0, 5)) {
      expect(await json(await client.get(`/api/school/teachers/${teacher.id}`))).toEqual(teacher);
    }
    const etag = list.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const unchanged = await client.get('/api/school/teachers', { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect((await client.get('/api/school/teachers', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('answers one teacher or 404', async () => {
    expect(await json(await t.api.client().get('/api/school/teachers/2'))).toMatchObject({ lastName: 'Ionescu', position: 'DEPUTY_PRINCIPAL' });
    const missing = await t.api.client().get('/api/school/teachers/999');
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ message: 'Teacher not found.' });
  });
});

describe('writing teachers (ADMIN)', () => {
  it('creates a teacher from a subject reference and answers the whole subject', async () => {
    const response = await t.admin.post('/api/school/teachers', { ...newTeacher, firstName: ' Ioana ', unknown: true });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({
      ...newTeacher,
      id: expect.any(Number),
      subject: { id: 8, name: 'Fizică' },
    });
  });

  it('accepts a teacher without subject, degree or years of service', async () => {
    const { subject: _subject, degree: _degree, yearsOfService: _years, ...bare } = newTeacher;
    const response = await t.admin.post('/api/school/teachers', bare);
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ subject: null, degree: null, yearsOfService: null });
    expect((await t.admin.post('/api/school/teachers', { ...newTeacher, subject: null })).status).toBe(201);
  });

  it('updates a teacher', async () => {
    const created = await json(await t.admin.post('/api/school/teachers', newTeacher));
    const response = await t.admin.put(`/api/school/teachers/${created.id}`, {
      ...newTeacher,
      position: 'PEDAGOGUE',
      subject: { id: 19 - 1 },
      degree: 'doctor',
      yearsOfService: 0,
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      id: created.id,
      position: 'PEDAGOGUE',
      subject: { id: 18, name: 'Învățământ primar' },
      degree: 'doctor',
      yearsOfService: 0,
    });
    expect((await t.admin.put('/api/school/teachers/9999', newTeacher)).status).toBe(404);
  });

  it('answers every validator message, and errors.subject for a subject that does not exist', async () => {
    const empty = await t.admin.post('/api/school/teachers', { subject: { id: 9999 } });
    await expectFieldsRefused(empty, {
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      gender: 'Gender is required.',
      position: 'Position is required.',
      subject: schoolDataMessages.teacher.subject,
    });
    const bad = await t.admin.post('/api/school/teachers', {
      ...newTeacher,
      gender: 'OTHER',
      position: 'JANITOR',
      degree: 'III',
      yearsOfService: 61,
      subject: 3,
    });
    expect((await json(bad)).errors).toEqual({
      gender: 'Gender is required.',
      position: 'Position is required.',
      degree: schoolDataMessages.teacher.degree,
      yearsOfService: schoolDataMessages.teacher.yearsOfService,
      subject: schoolDataMessages.teacher.subject,
    });
    const fractional = await t.admin.post('/api/school/teachers', { ...newTeacher, yearsOfService: 2.5, subject: { id: 'x' } });
    expect((await json(fractional)).errors).toEqual({ yearsOfService: schoolDataMessages.teacher.yearsOfService, subject: schoolDataMessages.teacher.subject });
  });

  it('deletes a teacher who leads no class', async () => {
    const created = await json(await t.admin.post('/api/school/teachers', newTeacher));
    const response = await t.admin.delete(`/api/school/teachers/${created.id}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Teacher deleted.');
    expect((await t.api.client().get(`/api/school/teachers/${created.id}`)).status).toBe(404);
    expect((await t.admin.delete(`/api/school/teachers/${created.id}`)).status).toBe(404);
  });

  it('refuses to delete a class master, naming the classes', async () => {
    const dumitrescu = 3;
    const response = await t.admin.delete(`/api/school/teachers/${dumitrescu}`);
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({ message: 'Teacher is the master of class V A.' });

    const schoolClass = await json(await t.admin.post('/api/school/classes', { name: 'V C', number: 5, educationType: 'HIGH_SCHOOL', master: { id: dumitrescu } }));
    expect(await json(await t.admin.delete(`/api/school/teachers/${dumitrescu}`))).toEqual({
      message: 'Teacher is the master of classes V A, V C.',
    });
    await t.admin.delete(`/api/school/classes/${schoolClass.id}`);
  });

  it('refuses a second PRINCIPAL, on create and on update, naming the current one', async () => {
    const taken = schoolDataMessages.teacher.principalTaken('Popescu Maria');
    const created = await t.admin.post('/api/school/teachers', { ...newTeacher, position: 'PRINCIPAL' });
    expect(created.status).toBe(409);
    expect(await json(created)).toEqual({ message: taken, errors: { position: taken } });

    const deputy = await json(await t.admin.post('/api/school/teachers', { ...newTeacher, position: 'DEPUTY_PRINCIPAL' }));
    const promoted = await t.admin.put(`/api/school/teachers/${deputy.id}`, { ...newTeacher, position: 'PRINCIPAL' });
    expect(promoted.status).toBe(409);
    expect(await json(promoted)).toEqual({ message: taken, errors: { position: taken } });
    expect(await json(await t.api.client().get(`/api/school/teachers/${deputy.id}`))).toMatchObject({ position: 'DEPUTY_PRINCIPAL' });

    // The principal may be edited, and several deputies are allowed.
    const principal = await json(await t.api.client().get('/api/school/teachers/1'));
    const edited = await t.admin.put('/api/school/teachers/1', { ...principal, subject: { id: 2 }, yearsOfService: 29 });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({ position: 'PRINCIPAL', yearsOfService: 29 });
    const teachers = await json(await t.api.client().get('/api/school/teachers'));
    expect(teachers.filter((t: { position: string }) => t.position === 'PRINCIPAL')).toHaveLength(1);
    expect(teachers.filter((t: { position: string }) => t.position === 'DEPUTY_PRINCIPAL').length).toBeGreaterThanOrEqual(2);
    await t.admin.delete(`/api/school/teachers/${deputy.id}`);
  });

  it('keeps one PRINCIPAL when the post is vacant and several are saved at once', async () => {
    const principal = await json(await t.api.client().get('/api/school/teachers/1'));
    await t.admin.put('/api/school/teachers/1', { ...principal, subject: { id: 2 }, position: 'TEACHER' });
    const responses = await Promise.all(
      ['Ana', 'Bogdan', 'Carmen', 'Dorin', 'Elena', 'Florin'].map((firstName) =>
        t.admin.post('/api/school/teachers', { ...newTeacher, firstName, position: 'PRINCIPAL' }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const winner = await json(responses.find((response) => response.status === 201)!);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect((await json(refused)).message).toBe(schoolDataMessages.teacher.principalTaken(`${winner.lastName} ${winner.firstName}`));
    }
    await t.admin.delete(`/api/school/teachers/${winner.id}`);
    expect((await t.admin.put('/api/school/teachers/1', { ...principal, subject: { id: 2 } })).status).toBe(200);
  });

  it('answers 401 without a session and 403 for a USER', async () => {
    expect((await t.api.client().post('/api/school/teachers', newTeacher)).status).toBe(401);
    const user = await t.api.signedIn('USER');
    expect((await user.put('/api/school/teachers/1', newTeacher)).status).toBe(403);
    expect((await user.delete('/api/school/teachers/20')).status).toBe(403);
  });
});
