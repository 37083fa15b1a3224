// Every bad request a client can make is answered with the right 4xx and a JSON body in the API's
// own words, `{message}` (and `errors` beside the fields a form shows), nothing more: no framework
// code, status or error name. One table of requests, each with what it must be answered. Runs
// over SQLite, and over PostgreSQL when TEST_DATABASE_URL is set.
import { messages } from '@school/shared/messages';
import { contentMessages } from '@school/shared/messages/content';
import { mediaMessages } from '@school/shared/messages/media';
import { contentLimits, mediaLimits, searchLimits, visitorFormMessages, yearRange } from '@school/shared/schemas';
import type { ApiClient } from '../testing/apiClient';
import { insertTestMedia } from '../testing/contentFixtures';
import { nextVisitorAddress } from '../testing/fromAddress';
import { pngImage, upload, uploadForm } from '../testing/mediaFixtures';
import { withTestApi } from '../testing/testApiSetup';
import { encodeRequest, sendRaw, type RawResponse } from './support/rawHttp';

const t = withTestApi({ seed: false });
let editor: ApiClient;
let photoId: number;

beforeAll(async () => {
  editor = await t.api.signedIn('ADMIN');
  photoId = (await insertTestMedia(t.api.db)).id;
});
afterAll(() => t.api.app.media.background.idle());

interface Answer {
  status: number;
  body: unknown;
}

const answerOf = async (response: Response): Promise<Answer> => ({ status: response.status, body: JSON.parse(await response.text()) });
const rawAnswerOf = (response: RawResponse): Answer => ({ status: response.status ?? 0, body: JSON.parse(response.body.toString('utf8')) });
const raw = async (method: string, path: string, headers: [string, string][] = [], body?: Buffer) =>
  rawAnswerOf(await sendRaw(Number(new URL(t.api.baseUrl).port), encodeRequest({ method, path, headers: [['Cookie', editor.cookieHeader()], ['X-XSRF-TOKEN', editor.xsrfToken ?? ''], ...headers], body })));

/** A multipart body by hand: `parts` as written, closed unless `closed` is false. */
const multipart = (boundary: string, parts: string[], closed = true) =>
  Buffer.from(`${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}${closed ? `--${boundary}--\r\n` : ''}`);
const filePart = 'Content-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nabc';
const field = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;

const longAlt = 'a'.repeat(mediaLimits.altLength + 1);
const yearMessage = contentMessages.yearRange(yearRange.first, yearRange.last);
const news = (fields: Record<string, unknown>) => ({ title: 'Serbare', date: '2025-03-01', ...fields });
const fieldsRefused = (errors: Record<string, string>) => ({ message: messages.api.invalidInput, errors });

const cases: [string, () => Promise<Answer>, Answer][] = [
  ['a path segment over 100 characters', async () => answerOf(await t.api.client().get(`/api/content/news/${'a'.repeat(101)}`)), { status: 414, body: { message: messages.api.addressTooLong } }],
  ['an id of 101 digits', async () => answerOf(await t.api.client().get(`/api/school/subjects/${'1'.repeat(101)}`)), { status: 414, body: { message: messages.api.addressTooLong } }],
  ['a path that does not decode', () => raw('GET', '/api/content/news/%E0%A4%A'), { status: 400, body: { message: messages.api.badUrl } }],
  ['a page key that does not decode twice', () => raw('GET', '/api/content/pages/%25E0'), { status: 404, body: { message: contentMessages.notFound } }],
  ['multipart without a boundary', () => raw('POST', '/api/media', [['Content-Type', 'multipart/form-data']], multipart('x', [filePart])), { status: 400, body: { message: mediaMessages.unreadableUpload } }],
  ['multipart with an empty boundary', () => raw('POST', '/api/media', [['Content-Type', 'multipart/form-data; boundary=']], multipart('x', [filePart])), { status: 400, body: { message: mediaMessages.unreadableUpload } }],
  ['multipart with a field named __proto__', () => raw('POST', '/api/media', [['Content-Type', 'multipart/form-data; boundary=x']], multipart('x', [field('__proto__', 'v'), filePart])), { status: 400, body: { message: mediaMessages.unreadableUpload } }],
  ['multipart without its closing boundary', () => raw('POST', '/api/media', [['Content-Type', 'multipart/form-data; boundary=x']], multipart('x', [filePart], false)), { status: 400, body: { message: mediaMessages.unreadableUpload } }],
  ['multipart with two files', () => raw('POST', '/api/media', [['Content-Type', 'multipart/form-data; boundary=x']], multipart('x', [filePart, filePart])), { status: 413, body: { message: mediaMessages.tooManyParts } }],
  ['multipart with too many fields', () => raw('POST', '/api/media', [['Content-Type', 'multipart/form-data; boundary=x']], multipart('x', [...Array.from({ length: 11 }, (_, n) => field(`f${n}`, 'v')), filePart])), { status: 413, body: { message: mediaMessages.tooManyParts } }],
  ['a search over 200 characters', async () => answerOf(await t.api.client().get(`/api/search?q=${'a'.repeat(searchLimits.queryLength + 1)}`)), { status: 400, body: { message: contentMessages.queryTooLong(searchLimits.queryLength) } }],
  ['an upload whose alt text is over 500 characters', async () => answerOf(await upload(editor, 'poza.png', await pngImage(20, 20), { alt: longAlt })), { status: 400, body: { message: mediaMessages.altTooLong(mediaLimits.altLength), errors: { alt: mediaMessages.altTooLong(mediaLimits.altLength) } } }],
  ['an upload whose alt text is past the form field limit', async () => answerOf(await editor.request('POST', '/api/media', { rawBody: uploadForm('poza.png', await pngImage(20, 20), { alt: 'ă'.repeat(5000) }) })), { status: 400, body: { message: mediaMessages.altTooLong(mediaLimits.altLength), errors: { alt: mediaMessages.altTooLong(mediaLimits.altLength) } } }],
  ['an alt text change over 500 characters', async () => answerOf(await editor.put(`/api/media/${photoId}`, { alt: longAlt })), { status: 400, body: fieldsRefused({ alt: mediaMessages.altTooLong(mediaLimits.altLength) }) }],
  ["a gallery photo's alt text over 500 characters", async () => answerOf(await editor.post('/api/content/galleries', { title: 'Serbare', schoolYear: '2024-2025', photos: [{ id: photoId, alt: longAlt }] })), { status: 400, body: fieldsRefused({ photos: contentMessages.photoAltTooLong(contentLimits.altLength) }) }],
  ["a visitor's e-mail carrying a query", async () => answerOf(await t.api.client(nextVisitorAddress()).post('/api/messages', { kind: 'PUBLIC_INFORMATION_REQUEST', name: 'Ana Pop', email: 'parent@example.ro?bcc=attacker%40evil.example&subject=x', request: 'Bugetul.' })), { status: 400, body: fieldsRefused({ email: visitorFormMessages.emailFormat }) }],
  ['a news date in the year 0', async () => answerOf(await editor.post('/api/content/news', news({ date: '0000-01-01' }))), { status: 400, body: fieldsRefused({ date: yearMessage }) }],
  ['a news date past 2100', async () => answerOf(await editor.post('/api/content/news', news({ date: '2101-01-01' }))), { status: 400, body: fieldsRefused({ date: yearMessage }) }],
  ['a publish time in the year 0', async () => answerOf(await editor.post('/api/content/news', news({ publishAt: '0000-01-01T08:00:00Z' }))), { status: 400, body: fieldsRefused({ publishAt: yearMessage }) }],
  ['a school year 0000-0001', async () => answerOf(await editor.post('/api/content/news', news({ schoolYear: '0000-0001' }))), { status: 400, body: fieldsRefused({ schoolYear: yearMessage }) }],
  ['a document published in the year 0', async () => answerOf(await editor.post('/api/content/documents', { title: 'Regulament', url: 'https://example.org/r.pdf', category: 'regulations', schoolYear: '2024-2025', publishedOn: '0000-01-01' })), { status: 400, body: fieldsRefused({ publishedOn: yearMessage }) }],
];

describe('bad requests, each with its 4xx and its message', () => {
  it.each(cases)('%s', async (_label, send, expected) => {
    const answer = await send();
    expect(answer).toEqual(expected);
  });

  it('never says "Please correct the highlighted fields" without naming a field', async () => {
    for (const [, send] of cases) {
      const { body } = await send();
      const { message, errors } = body as { message: string; errors?: unknown };
      if (message === messages.api.invalidInput) expect(errors).toBeDefined();
    }
  }, 30_000);

  it('stores no news dated outside the years the site takes, and a date in range still saves', async () => {
    const saved = await editor.post('/api/content/news', news({ date: '1900-01-01' }));
    expect(saved.status).toBe(201);
    expect((await answerOf(await editor.get('/api/content/news?status=ALL'))).body).toMatchObject({ total: 1, items: [{ date: '1900-01-01', schoolYear: '1899-1900' }] });
  });
});
