// The county's S3 stand-in (s3Server.mjs) as the API replicas reach it inside docker-compose: by
// the service's name (http://s3:9000), path-style. Here "s3" is resolved to loopback by the
// client's agent, so the store sees the Host a replica sends.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import apiProcess from '../../scripts/apiProcess.cjs';

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 's3Server.mjs');
const BUCKET = 'school-media';
const KEYS = { accessKeyId: 'a1b2c3d4e5f6a1b2c3d4e5f6', secretAccessKey: 'f'.repeat(64) };

let store;
let port;
let directory;

before(async () => {
  port = await apiProcess.freePort();
  directory = mkdtempSync(path.join(tmpdir(), 's3-stand-in-'));
  store = spawn(process.execPath, [SERVER], {
    env: { ...process.env, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: KEYS.accessKeyId, S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey, S3_DIRECTORY: directory, S3_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    store.stdout.on('data', (chunk) => chunk.toString().includes(`bucket ${BUCKET}`) && resolve());
    store.once('exit', (code) => reject(new Error(`s3Server.mjs exited with ${code}`)));
  });
});

after(() => {
  store.kill();
  rmSync(directory, { recursive: true, force: true });
});

/** A client on http://s3:<port>, as a replica's (S3_FORCE_PATH_STYLE), "s3" resolved to loopback. */
const clientOf = (credentials) =>
  new S3Client({
    endpoint: `http://s3:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
    requestHandler: new NodeHttpHandler({ httpAgent: new Agent({ lookup: (host, options, callback) => callback(null, options.all ? [{ address: '127.0.0.1', family: 4 }] : '127.0.0.1', 4) }) }),
  });

test('a replica reaching the store by its service name stores and reads a file in the bucket', async () => {
  const client = clientOf(KEYS);
  await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'media/school-1-photo.webp', Body: 'the photo', ContentType: 'image/webp' }));
  const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'media/school-1-photo.webp' }));
  assert.equal(await answer.Body.transformToString(), 'the photo');
});

test("s3rver's built-in key pair is refused", async () => {
  await assert.rejects(clientOf({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }).send(new GetObjectCommand({ Bucket: BUCKET, Key: 'media/school-1-photo.webp' })), /InvalidAccessKeyId|AccessDenied/);
});
