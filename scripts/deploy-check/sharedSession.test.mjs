// Two API processes on one database and one SESSION_SECRET: a session opened on one is valid on the
// other, a write there passes with the XSRF token the first issued, and signing out there ends the
// session for both; the sign-in, form and registration limits count the attempts on both (the API
// keeps no state of its own).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import testClient from '../../api/src/testing/apiClient.js';
import { liveSite, needsLiveSite } from './support/liveSite.mjs';

const { ApiClient } = testClient;

test('a session opened on one API process is valid on the other, and ends on both', needsLiveSite, async () => {
  const [one, two] = liveSite.apis;
  const visitor = new ApiClient(one);
  const login = await visitor.login('admin', liveSite.adminPassword);
  const user = JSON.parse(await login.text());
  assert.equal(login.status, 200, JSON.stringify(user));
  assert.equal(user.username, 'admin');
  assert.equal(user.role, 'ADMIN');
  assert.ok([...visitor.cookies.keys()].some((name) => name !== 'XSRF-TOKEN'), `login set no session cookie (cookies: ${[...visitor.cookies.keys()]})`);

  const onTwo = visitor.at(two);
  const me = await onTwo.get('/api/user/me');
  const meText = await me.text();
  assert.equal(me.status, 200, `GET /api/user/me on process 2 with process 1's session: ${meText}`);
  assert.equal(JSON.parse(meText).username, 'admin');

  // A write on process 2 with the XSRF token process 1 issued (one SESSION_SECRET).
  assert.ok(onTwo.xsrfToken, 'neither process set an XSRF-TOKEN cookie');
  const session = new Map(visitor.cookies);
  const logout = await onTwo.post('/api/user/logout');
  assert.ok(logout.status < 300, `POST /api/user/logout on process 2 answered ${logout.status}: ${await logout.text()}`);
  // The same session cookie, sent again to process 1: the session is gone from the shared database.
  assert.equal((await new ApiClient(one, undefined, session).get('/api/user/me')).status, 401, 'after logout on process 2, process 1 still knows the session');
});

test('the sign-in limit counts the attempts made on either process', needsLiveSite, async () => {
  const [one, two] = liveSite.apis;
  // An address of its own: the later checks spend 127.0.0.1's sign-in failures.
  const address = '127.0.0.23';
  const statuses = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const visitor = new ApiClient(attempt % 2 === 0 ? one : two, address);
    statuses.push((await visitor.login('admin', 'not-the-password')).status);
  }
  assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429], 'five failures on two processes, then the sixth refused on either');
});

/** `send(client, i)` eleven times from `address`, alternating between the processes: the statuses. */
async function alternating(address, send) {
  const statuses = [];
  for (let attempt = 0; attempt < 11; attempt += 1) {
    statuses.push((await send(new ApiClient(liveSite.apis[attempt % 2], address), attempt)).status);
  }
  return statuses;
}

test("the visitors' forms' limit (10 messages an hour) counts the messages sent to either process", needsLiveSite, async () => {
  const statuses = await alternating('127.0.0.24', (visitor, attempt) =>
    visitor.post('/api/messages', { kind: 'PUBLIC_INFORMATION_REQUEST', name: 'Ana Popescu', email: 'ana@example.ro', request: `Cererea ${attempt}: execuția bugetară.` }),
  );
  assert.deepEqual(statuses, [...Array(10).fill(201), 429], 'ten messages stored on two processes, then the eleventh refused');
});

test('the registration limit (10 accounts an hour) counts the accounts registered on either process', needsLiveSite, async () => {
  const statuses = await alternating('127.0.0.25', (visitor, attempt) =>
    visitor.post('/api/user/registration', { username: `replica.${attempt}`, password: 'o parolă lungă', firstName: 'Ion', lastName: 'Pop' }),
  );
  assert.deepEqual(statuses, [...Array(10).fill(201), 429], 'ten accounts registered on two processes, then the eleventh refused');
});
