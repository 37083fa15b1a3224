// The county composition's S3-compatible store (docker-compose.county.yml): s3rver, the emulator
// the API's S3 tests run against, serving one bucket from a volume. A stand-in for a county that
// has no store yet; production points the API's S3_* at MinIO, Garage or a cloud bucket instead.
// It answers only to the key pair of its environment: s3rver's built-in S3RVER/S3RVER pair is
// revoked, and the bucket is created at start when missing, before the port opens.
import { createRequire } from 'node:module';
import process from 'node:process';
import S3rver from 's3rver';

const require = createRequire(import.meta.url);
// s3rver keeps its key pairs on one account object and has no option for them.
const { DUMMY_ACCOUNT: account } = require('s3rver/lib/models/account');

function required(name) {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} must be set`);
    process.exit(1);
  }
  return value;
}

const bucket = required('S3_BUCKET');
account.revokeAccessKey('S3RVER');
account.createKeyPair(required('S3_ACCESS_KEY_ID'), required('S3_SECRET_ACCESS_KEY'));

const server = new S3rver({
  address: '0.0.0.0',
  port: Number(process.env.S3_PORT || 9000),
  directory: required('S3_DIRECTORY'),
  configureBuckets: [{ name: bucket }],
  // The replicas ask path-style (S3_FORCE_PATH_STYLE) on http://s3:9000. With virtual-host buckets
  // on, s3rver takes any Host that is not an address or localhost for a bucket's name: "s3".
  vhostBuckets: false,
  silent: true,
});
const { port } = await server.run();
console.log(`s3rver: bucket ${bucket} on port ${port}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close().then(() => process.exit(0)));
}
