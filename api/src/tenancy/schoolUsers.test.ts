// On a platform a school's ADMIN manages that school's members only: the Users list, a role, a
// password and disabling reach no account of another school, a role is the membership's, and an
// account several schools share keeps its password and its being enabled out of any one school's hands.
import { json, type ApiClient } from '../testing/apiClient';
import { withTwoSchools, type PlatformTestApi } from '../testing/schoolsFixture';

const schools = withTwoSchools();
let t: PlatformTestApi;
let scoala5: ApiClient;
let avram: ApiClient;
beforeAll(async () => {
  ({ t, first: { admin: scoala5 }, second: { admin: avram } } = schools);
  const registered = await t.visitor('avram.test').post('/api/user/registration', { firstName: 'Ion', lastName: 'Pop', username: 'elev.ion', password: 'a-long-password-9' });
  expect(registered.status).toBe(201);
});

type Listed = { id: number; username: string; role: string };
const members = async (client: ApiClient): Promise<Listed[]> => (await json(await client.get('/api/users'))).items;
const idOf = async (client: ApiClient, username: string) => (await members(client)).find((user) => user.username === username)!.id;

it('lists only the school’s own members, each with the role held there', async () => {
  expect((await members(scoala5)).map(({ username, role }) => [username, role])).toEqual([['director5', 'ADMIN']]);
  expect((await members(avram)).map(({ username, role }) => [username, role])).toEqual([
    ['director.avram', 'ADMIN'],
    ['elev.ion', 'USER'],
  ]);
});

it('answers 404 for another school’s account, whatever is asked of it', async () => {
  const pupil = await idOf(avram, 'elev.ion');
  const otherAdmin = await idOf(avram, 'director.avram');
  for (const id of [pupil, otherAdmin]) {
    for (const change of [{ role: 'ADMIN' }, { disabled: true }, { password: 'a-new-long-password-7' }]) {
      expect((await scoala5.put(`/api/users/${id}`, change)).status).toBe(404);
    }
  }
  expect(await json(await t.visitor('avram.test').login('director.avram', 'school-password-1'))).toMatchObject({ role: 'ADMIN' });
});

it('changes the role a shared account holds in this school only, and leaves its password and its being enabled to the operator', async () => {
  const avramId = (await json(await t.operator.get('/api/platform/schools'))).find((school: { name: string }) => school.name.startsWith('Liceul')).id;
  const invitation = await json(await t.operator.post(`/api/platform/schools/${avramId}/invitations`, { role: 'MANAGER' }));
  expect((await t.accept(invitation.url, 'director5')).status).toBe(201);

  const shared = await idOf(avram, 'director5');
  const promoted = await avram.put(`/api/users/${shared}`, { role: 'ADMIN' });
  expect(await json(promoted)).toMatchObject({ username: 'director5', role: 'ADMIN' });
  for (const change of [{ disabled: true }, { password: 'a-new-long-password-7' }]) {
    const refused = await avram.put(`/api/users/${shared}`, change);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({ message: 'This account is also used at another school: only the platform operator can disable it or set its password. You can change its role here.' });
  }
  await avram.put(`/api/users/${shared}`, { role: 'USER' });
  expect((await members(scoala5)).find((user) => user.username === 'director5')).toMatchObject({ role: 'ADMIN' });
  expect(await json(await t.visitor('scoala5.test').login('director5', 'school-password-1'))).toMatchObject({ role: 'ADMIN' });
});

it('keeps one enabled ADMIN per school, counted in that school', async () => {
  const own = await idOf(avram, 'director.avram');
  const demoted = await avram.put(`/api/users/${own}`, { role: 'USER' });
  expect(demoted.status).toBe(409);
});
