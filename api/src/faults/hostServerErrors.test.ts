// `npm start`'s host server (scripts/sectionServer.mjs) answers what it refuses itself as the API
// does: the right 4xx, a JSON {"message"} in the API's words and nothing more (no Fastify or Node
// fields). And the API's own headers on a stored file reach the visitor: the file's sandboxed
// Content-Security-Policy is not replaced by the site's.
import { messages } from '@school/shared/messages';
import { json } from '../testing/apiClient';
import { pdfDocument, upload } from '../testing/mediaFixtures';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { startHostProxy, type HostProxy } from './support/hostProxy';
import { encodeRequest, sendRaw } from './support/rawHttp';

let api: TestApi;
let host: HostProxy;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  host = await startHostProxy(api.baseUrl);
}, 30_000);

afterAll(async () => {
  await host?.close();
  await api?.close();
});

const refusals: [string, string, Buffer | string, number, string][] = [
  ['doubled slashes before and in an API path', 'GET', '//api//x', 404, messages.api.notFound],
  ['a missing file', 'GET', '/missing.js', 404, messages.api.notFound],
  ['a raw UTF-8 path', 'GET', Buffer.from('/școala', 'utf8'), 400, messages.api.badRequest],
  ['a raw UTF-8 API path', 'GET', Buffer.from('/api/școala', 'utf8'), 400, messages.api.badRequest],
  ['a path that does not decode', 'GET', '/home/%ZZ', 400, messages.api.badUrl],
  ['an unknown method', 'FOO', '/api/school/subjects', 400, messages.api.badRequest],
  ['PROPFIND on a page', 'PROPFIND', '/home', 405, messages.api.methodNotAllowed],
  ['PROPFIND on the API', 'PROPFIND', '/api/school/subjects', 405, messages.api.methodNotAllowed],
  ['a write to a page', 'POST', '/home', 405, messages.api.methodNotAllowed],
  ['a 60 KB query', 'GET', `/api/school/subjects?q=${'a'.repeat(60 * 1024)}`, 431, messages.api.headersTooLarge],
];

describe.each(refusals)('%s', (_name, method, path, status, message) => {
  it(`answers ${status} {"message"} in the API's words, nothing more`, async () => {
    const response = await sendRaw(host.port, encodeRequest({ method, path }));
    expect(response.status).toBe(status);
    expect(response.head).toMatch(/^content-type: application\/json; charset=utf-8$/im);
    expect(JSON.parse(response.body.toString())).toEqual({ message });
  });
});

it('answers PROPFIND with the methods the address takes', async () => {
  const response = await sendRaw(host.port, encodeRequest({ method: 'PROPFIND', path: '/home' }));
  expect(response.head).toMatch(/^allow: GET, HEAD$/im);
});

it('keeps the sandboxed Content-Security-Policy of a stored file, and the site\'s on its pages', async () => {
  const manager = await api.signedIn('MANAGER');
  const media = await json(await upload(manager, 'Regulament.pdf', pdfDocument()));
  const file = await manager.at(host.url).get(media.url);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  expect(file.headers.get('x-content-type-options')).toBe('nosniff');

  const page = await fetch(`${host.url}/home`);
  expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self'/);
});
