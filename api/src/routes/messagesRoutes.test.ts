// POST /api/messages (anonymous visitors), GET and PUT (editors). On SQLite, and on PostgreSQL
// when TEST_DATABASE_URL is set.
import { visitorFormMessages } from '@school/shared/schemas';
import { messagePolicy } from '../auth/messageLimit';
import { json, type ApiClient } from '../testing/apiClient';
import { nextVisitorAddress } from '../testing/fromAddress';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { expectFieldsRefused } from '../testing/refusals';
import { schoolDataMessages } from '@school/shared/messages/school-data';

let api: TestApi;
let admin: ApiClient;
let manager: ApiClient;

beforeAll(async () => {
  api = await startTestApi();
});
// Signed in anew for each test: the tests move the clock past a session's lifetime.
beforeEach(async () => {
  admin = await api.signedIn('ADMIN');
  manager = await api.signedIn('MANAGER');
});
afterAll(() => api.close());

const visitor = () => api.client(nextVisitorAddress());

const request = (text = 'Vă rog să-mi comunicați execuția bugetară pe 2026.') => ({
  kind: 'PUBLIC_INFORMATION_REQUEST',
  name: 'Ana Popescu',
  email: 'ana@example.ro',
  request: text,
});
const feedback = { kind: 'ACCESSIBILITY_FEEDBACK', name: 'Ion Ionescu', email: 'ion@example.ro', page: '/documente', feedback: 'PDF-ul scanat nu se citește.' };
const takedown = {
  kind: 'PHOTO_TAKEDOWN',
  name: 'Maria Pop',
  email: 'maria@example.ro',
  gallery: 'Săptămâna Verde 2024-2025',
  photo: 'a treia fotografie, copiii la plantat',
  reason: 'Apare fiica mea, nu am dat acordul.',
};

describe('a Law 544 request', () => {
  it('is registered with the next number of the year and answered with the legal answer dates', async () => {
    // The test clock starts on 15 September 2026, 08:00 UTC (11:00 in Bucharest).
    const first = await visitor().post('/api/messages', request());
    expect(first.status).toBe(201);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const receipt = await json(first);
    expect(receipt).toEqual({
      id: expect.any(Number),
      kind: 'PUBLIC_INFORMATION_REQUEST',
      receivedAt: '2026-09-15T08:00:00.000Z',
      registrationNumber: '544/2026/0001',
      answerBy: '2026-09-25',
      answerByIfComplex: '2026-10-15',
    });
    expect(await json(await visitor().post('/api/messages', request('Organigrama.')))).toMatchObject({ registrationNumber: '544/2026/0002' });
  });

  it('numbers every request of many sent at once once, without gaps', async () => {
    const before = await json(await admin.get('/api/messages?kind=PUBLIC_INFORMATION_REQUEST&pageSize=200'));
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => visitor().post('/api/messages', request(`Cererea ${i}`))));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    const numbers = (await Promise.all(answers.map(json))).map((r: { registrationNumber: string }) => Number(r.registrationNumber.split('/')[2]));
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => before.total + 1 + i));
  });

  it('starts again from 0001 in a new year, counted in Romania (22:30 UTC on 31 December is already January there)', async () => {
    const { clock } = api;
    const newYearInBucharest = Date.UTC(2026, 11, 31, 22, 30);
    clock.advance(newYearInBucharest - clock.now());
    const receipt = await json(await visitor().post('/api/messages', request()));
    expect(receipt).toMatchObject({ registrationNumber: '544/2027/0001', answerBy: '2027-01-11', answerByIfComplex: '2027-01-31' });
  });

  it('is refused with the form messages in Romanian, and without an XSRF token', async () => {
    const refused = await visitor().post('/api/messages', { kind: 'PUBLIC_INFORMATION_REQUEST', name: ' ', email: 'ana', request: '' });
    await expectFieldsRefused(refused, { name: visitorFormMessages.name, email: visitorFormMessages.emailFormat, request: visitorFormMessages.request });
    const noToken = await visitor().post('/api/messages', request(), { xsrf: false });
    expect(noToken.status).toBe(403);
    const hiddenFieldFilled = await visitor().post('/api/messages', { ...request(), website: 'http://spam.example' });
    expect(hiddenFieldFilled.status).toBe(400);
    expect(await json(hiddenFieldFilled)).toMatchObject({ errors: { website: visitorFormMessages.honeypot } });
  });
});

it('takes accessibility feedback and photo takedown requests, with no registration number', async () => {
  for (const body of [feedback, takedown]) {
    const answer = await visitor().post('/api/messages', body);
    expect(answer.status).toBe(201);
    expect(await json(answer)).toMatchObject({ kind: body.kind, registrationNumber: null, answerBy: null, answerByIfComplex: null });
  }
  const missing = await visitor().post('/api/messages', { ...takedown, gallery: '', reason: ' ' });
  expect(await json(missing)).toMatchObject({ errors: { gallery: visitorFormMessages.gallery, reason: visitorFormMessages.reason } });
});

it('takes at most 10 messages an hour from one address, then 429 with Retry-After; refused bodies do not count', async () => {
  const sender = visitor();
  await sender.post('/api/messages', { ...feedback, feedback: '' });
  for (let i = 0; i < messagePolicy.maxMessages; i += 1) expect((await sender.post('/api/messages', feedback)).status).toBe(201);
  const refused = await sender.post('/api/messages', feedback);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
  expect(await json(refused)).toEqual({ message: visitorFormMessages.tooMany });
  expect((await visitor().post('/api/messages', feedback)).status).toBe(201);
  api.clock.advance(messagePolicy.windowMs);
  expect((await sender.post('/api/messages', feedback)).status).toBe(201);
});

describe('reading messages (MANAGER, ADMIN)', () => {
  it('refuses anonymous visitors and users', async () => {
    expect((await api.client().get('/api/messages')).status).toBe(401);
    expect((await (await api.signedIn('USER')).get('/api/messages')).status).toBe(403);
  });

  it('lists them newest first, filtered by kind and status, a page at a time', async () => {
    const all = await manager.get('/api/messages');
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('no-store');
    const page = await json(all);
    expect(page).toMatchObject({ page: 1, pageSize: 50, total: expect.any(Number) });
    const times = page.items.map((m: { receivedAt: string }) => m.receivedAt);
    expect(times).toEqual([...times].sort().reverse());

    const takedowns = await json(await manager.get('/api/messages?kind=PHOTO_TAKEDOWN'));
    expect(takedowns.total).toBe(1);
    expect(takedowns.items[0]).toEqual({
      id: expect.any(Number),
      kind: 'PHOTO_TAKEDOWN',
      status: 'NEW',
      name: takedown.name,
      email: takedown.email,
      text: takedown.reason,
      page: null,
      gallery: takedown.gallery,
      photo: takedown.photo,
      registrationNumber: null,
      receivedAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const second = await json(await manager.get('/api/messages?kind=PUBLIC_INFORMATION_REQUEST&page=2&pageSize=5'));
    const first = await json(await manager.get('/api/messages?kind=PUBLIC_INFORMATION_REQUEST&page=1&pageSize=5'));
    expect(second.items).toHaveLength(5);
    expect(second.items.map((m: { id: number }) => m.id)).not.toContain(first.items[0].id);
    expect(first.items[0].registrationNumber).toBe('544/2027/0001');

    const bad = await manager.get('/api/messages?status=DONE&pageSize=1000');
    expect(bad.status).toBe(400);
  });
});

describe('changing a message status', () => {
  it('moves a message along (IN_PROGRESS) and writes the change in the audit log', async () => {
    const { items } = await json(await admin.get('/api/messages?kind=PHOTO_TAKEDOWN'));
    const id = items[0].id;
    const updated = await manager.put(`/api/messages/${id}`, { status: 'IN_PROGRESS' });
    expect(updated.status).toBe(200);
    expect(await json(updated)).toMatchObject({ id, status: 'IN_PROGRESS' });
    expect((await json(await admin.get('/api/messages?kind=PHOTO_TAKEDOWN&status=IN_PROGRESS'))).total).toBe(1);
    expect((await json(await admin.get('/api/messages?kind=PHOTO_TAKEDOWN&status=NEW'))).total).toBe(0);

    const log = await api.db.selectFrom('audit_log').selectAll().where('item_type', '=', 'message').execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'UPDATE', item_id: String(id), actor_username: expect.stringMatching(/^manager/) });
    expect(JSON.parse(log[0]!.changes)).toEqual([{ field: 'status', label: 'status', kind: 'enum', before: 'New', after: 'In progress' }]);
  });

  it('answers 400 for an unknown status, 404 for a missing message, 403 for a user, 401 for a visitor', async () => {
    const bad = await admin.put('/api/messages/1', { status: 'CLOSED' });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ errors: { status: 'Status must be one of NEW, IN_PROGRESS, ANSWERED.' } });
    const missing = await admin.put('/api/messages/99999', { status: 'ANSWERED' });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ message: schoolDataMessages.visitorMessage.notFound });
    expect((await (await api.signedIn('USER')).put('/api/messages/1', { status: 'ANSWERED' })).status).toBe(403);
    expect((await api.client().put('/api/messages/1', { status: 'ANSWERED' })).status).toBe(401);
  });
});
