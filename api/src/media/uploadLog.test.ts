// What the API logs about uploads it could not take: a full processing queue (503) and a client
// that left mid-upload are expected answers, one line each at info or warn, never an error with
// a stack trace.
import { Writable } from 'node:stream';
import { loadMediaConfig } from './mediaConfig';
import { pngImage, upload } from '../testing/mediaFixtures';
import { startPartialUpload } from '../testing/partialUpload';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { until } from '../testing/until';
import type { ApiClient } from '../testing/apiClient';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  err?: unknown;
  [key: string]: unknown;
}

const lines: LogLine[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(text) as LogLine);
    done();
  },
});
const WARN = 40;

let api: TestApi;
let manager: ApiClient;

beforeAll(async () => {
  api = await startTestApi({
    seed: false,
    logger: { level: 'info', stream: logStream },
    config: { media: { ...loadMediaConfig({}), concurrency: 1, queueLength: 1 } },
  });
  manager = await api.signedIn('MANAGER');
}, 30_000);
afterAll(() => api.close());

const linesOf = (reqId: string | undefined) => lines.filter((line) => line.reqId === reqId);
const reqIdOfUpload = (from: number) => lines.slice(from).find((line) => line.msg === 'incoming request' && (line.req as { url?: string })?.url === '/api/media')?.reqId;

it('logs a refusal for a full processing queue as one warning, without a stack', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // One image being processed and one waiting: the queue is full.
  const running = [api.app.media.processing.run(() => held), api.app.media.processing.run(() => held)];
  const from = lines.length;
  try {
    const response = await upload(manager, 'photo.png', await pngImage(64, 64));
    expect(response.status).toBe(503);
  } finally {
    release();
    await Promise.all(running);
  }
  const reqId = reqIdOfUpload(from);
  await until(() => linesOf(reqId).some((line) => line.msg === 'request completed'), 'the request completed line');
  const own = linesOf(reqId).filter((line) => !['incoming request', 'request completed'].includes(line.msg));
  expect(own).toEqual([expect.objectContaining({ level: WARN })]);
  expect(JSON.stringify(linesOf(reqId))).not.toMatch(/stack/);
});

it('logs an upload the client abandoned as one line at info or warn, without a stack', async () => {
  const from = lines.length;
  const { port } = new URL(api.baseUrl);
  const outgoing = startPartialUpload({
    port,
    cookie: manager.cookieHeader(),
    xsrfToken: (await manager.headersFor('POST'))['x-xsrf-token'] ?? '',
    fileLength: 800_000,
    sentLength: 400_000,
  });
  await until(() => reqIdOfUpload(from) !== undefined, 'the upload logged');
  outgoing.destroy();
  const reqId = reqIdOfUpload(from);
  // The API is done with the request once it logs anything after the first line.
  await until(() => linesOf(reqId).length > 1, 'more lines of the upload logged');
  await api.app.media.processing.idle();
  const own = linesOf(reqId).filter((line) => line.msg !== 'incoming request');
  for (const line of own) expect(line.level).toBeLessThanOrEqual(WARN);
  expect(own.filter((line) => line.msg !== 'request completed')).toHaveLength(1);
  expect(JSON.stringify(linesOf(reqId))).not.toMatch(/stack/);
});
