// A JSON answer is sent gzip-compressed to a client that accepts it and as it is to one that does
// not, with the same ETag (the host's nginx keeps one compressed copy for every visitor, and the
// renderer compares ETags whatever its requests accepted); a file is never compressed.
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { startTestApi, type TestApi } from '../testing/startTestApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ seedContent: true });
});
afterAll(() => api.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The answer's bytes as they came, with only the headers given (fetch would decode them). */
const rawGet = (path: string, headers: Record<string, string> = {}) =>
  new Promise<RawAnswer>((resolve, reject) => {
    request(`${api.baseUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });

describe('compressed answers', () => {
  it('sends the news list gzip-compressed when asked, the same JSON and ETag as sent plain', async () => {
    const plain = await rawGet('/api/content/news');
    const compressed = await rawGet('/api/content/news', { 'accept-encoding': 'gzip' });
    expect([plain.status, compressed.status]).toEqual([200, 200]);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(gunzipSync(compressed.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    expect(compressed.headers.etag).toBe(plain.headers.etag);
  });

  it('answers 304 with no body to a compressed request whose ETag still holds', async () => {
    const first = await rawGet('/api/content/news', { 'accept-encoding': 'gzip' });
    const again = await rawGet('/api/content/news', { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    expect([again.status, again.body.length]).toEqual([304, 0]);
  });

  it('sends a photo as it is stored, even to a client that accepts gzip', async () => {
    const galleries = (await (await api.client().get('/api/content/galleries')).json()) as { items: { photos: { url: string }[] }[] };
    const [photo] = galleries.items.flatMap((gallery) => gallery.photos);
    if (!photo) throw new Error('the seeded galleries hold no photo');
    const answer = await rawGet(new URL(photo.url, api.baseUrl).pathname, { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});
