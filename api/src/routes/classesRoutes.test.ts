import { seedClasses } from '../db/seed/seedData';
import { json } from '../testing/apiClient';
import { withAdminTestApi } from '../testing/testApiSetup';
import { expectFieldsRefused } from '../testing/refusals';
import { schoolDataMessages } from '@school/shared/messages/school-data';

const t = withAdminTestApi();

describe('reading classes (public)', () => {
  it('lists Pregătitoare A to VIII B, each with its whole master', async () => {
    const classes = await json(await t.api.client().get('/api/school/classes'));
    expect(classes.map((c: { name: string }) => c.name)).toEqual(seedClasses.map((c) => c.name));
    expect(classes[0]).toEqual({
      id: 1,
      number: 0,
      name: 'Pregătitoare A',
      educationType: 'PRIMARY',
      master: expect.objectContaining({ lastName: 'Dobre', firstName: 'Mihaela', subject: { id: 18, name: 'Învățământ primar' } }),
    });
    expect(classes[17]).toMatchObject({ name: 'VIII B', number: 8, educationType: 'HIGH_SCHOOL' });
  });

  it('answers one class or 404', async () => {
    expect(await json(await t.api.client().get('/api/school/classes/11'))).toMatchObject({ name: 'V A', master: { lastName: 'Dumitrescu' } });
    const missing = await t.api.client().get('/api/school/classes/999');
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ message: 'Class not found.' });
  });
});

describe('writing classes (ADMIN)', () => {
  it('creates a class from a master reference and answers the whole master with subject', async () => {
    const response = await t.admin.post('/api/school/classes', { name: ' V C ', number: 5, educationType: 'HIGH_SCHOOL', master: { id: 7 } });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({
      id: expect.any(Number),
      number: 5,
      name: 'V C',
      educationType: 'HIGH_SCHOOL',
      master: {
        id: 7,
        firstName: 'Mihai',
        lastName: 'Radu',
        gender: 'MALE',
        position: 'TEACHER',
        subject: { id: 5, name: 'Istorie' },
        degree: 'I',
        yearsOfService: 19,
      },
    });
  });

  it('defaults number to 0 and education type to PRIMARY, and accepts no master', async () => {
    const response = await t.admin.post('/api/school/classes', { name: 'Pregătitoare C', master: null });
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ number: 0, educationType: 'PRIMARY', master: null });
  });

  it('updates and deletes a class', async () => {
    const created = await json(await t.admin.post('/api/school/classes', { name: 'X', educationType: 'PRIMARY' }));
    const updated = await t.admin.put(`/api/school/classes/${created.id}`, { name: 'IV C', number: 4, educationType: 'PRIMARY', master: { id: 21 } });
    expect(updated.status).toBe(200);
    expect(await json(updated)).toMatchObject({ id: created.id, name: 'IV C', number: 4, master: { id: 21, lastName: 'Dobre' } });
    expect((await t.admin.put('/api/school/classes/9999', { name: 'X', educationType: 'PRIMARY' })).status).toBe(404);

    const deleted = await t.admin.delete(`/api/school/classes/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await deleted.text()).toBe('Class deleted.');
    expect((await t.admin.delete(`/api/school/classes/${created.id}`)).status).toBe(404);
  });

  it('answers every validator message, and errors.master for a teacher that does not exist', async () => {
    const response = await t.admin.post('/api/school/classes', { name: '', educationType: 'UNIVERSITY', number: 13, master: { id: 9999 } });
    await expectFieldsRefused(response, {
      name: 'Name is required.',
      educationType: 'Education type is required.',
      number: schoolDataMessages.schoolClass.number,
      master: schoolDataMessages.schoolClass.master,
    });
    const wrongTypes = await t.admin.post('/api/school/classes', { name: 'V D', educationType: 'PRIMARY', number: '5', master: 'Radu' });
    expect((await json(wrongTypes)).errors).toEqual({ number: schoolDataMessages.schoolClass.number, master: schoolDataMessages.schoolClass.master });
  });

  it('answers 401 without a session and 403 for a MANAGER', async () => {
    expect((await t.api.client().delete('/api/school/classes/1')).status).toBe(401);
    const manager = await t.api.signedIn('MANAGER');
    expect((await manager.post('/api/school/classes', { name: 'X', educationType: 'PRIMARY' })).status).toBe(403);
  });
});
