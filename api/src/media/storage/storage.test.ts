// Both storage drivers keep the same promises: whole files only, ranges, listing, deletion. The S3
// driver runs against an S3-compatible emulator (s3rver) started on loopback.
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createFileSystemStorage } from './fileSystemStorage';
import type { MediaStorage } from './mediaStorage';
import { createS3Storage } from './s3Storage';

async function text(stream: Readable | undefined): Promise<string> {
  if (!stream) throw new Error('no file');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

async function collect(storage: MediaStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list()) keys.push(object.key);
  return keys.sort();
}

const source = join(mkdtempSync(join(tmpdir(), 'media-source-')), 'file');
writeFileSync(source, 'hello media bytes');

function behavesAsStorage(name: string, open: () => MediaStorage) {
  describe(name, () => {
    it('stores, reads whole and in ranges, lists, deletes, and refuses keys that could climb out', async () => {
      const storage = open();
      await storage.put('abc123-n1.pdf', source, 'application/pdf');
      expect(await text(await storage.read('abc123-n1.pdf'))).toBe('hello media bytes');
      expect(await text(await storage.read('abc123-n1.pdf', { start: 6, end: 10 }))).toBe('media');
      expect(await storage.stat('abc123-n1.pdf')).toMatchObject({ key: 'abc123-n1.pdf', size: 17 });
      expect(await collect(storage)).toEqual(['abc123-n1.pdf']);
      expect(await storage.read('missing-1.pdf')).toBeUndefined();
      expect(await storage.read('../etc-passwd.txt')).toBeUndefined();
      expect(await storage.stat('.partial-x')).toBeUndefined();
      await storage.delete('abc123-n1.pdf');
      expect(await storage.stat('abc123-n1.pdf')).toBeUndefined();
      expect(await collect(storage)).toEqual([]);
    });
  });
}

behavesAsStorage('filesystem storage', () => createFileSystemStorage(join(mkdtempSync(join(tmpdir(), 'media-fs-')), 'media')));

it('filesystem storage leaves no temporary file behind and creates its directory', async () => {
  const root = join(mkdtempSync(join(tmpdir(), 'media-fs-')), 'nested', 'media');
  const storage = createFileSystemStorage(root);
  await storage.put('abc-1.jpeg', source, 'image/jpeg');
  expect(readdirSync(root)).toEqual(['abc-1.jpeg']);
});

describe('S3 storage', () => {
  let server: S3rver;
  let endpoint = '';
  beforeAll(async () => {
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: mkdtempSync(join(tmpdir(), 's3rver-')) });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    const storage = openS3();
    await storage.client.send(new CreateBucketCommand({ Bucket: 'school-media' }));
  });
  afterAll(() => server.close());

  const openS3 = () =>
    createS3Storage({
      endpoint,
      bucket: 'school-media',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: 'media/',
    });
  behavesAsStorage('driver', openS3);
});
