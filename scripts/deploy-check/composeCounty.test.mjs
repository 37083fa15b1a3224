// docker-compose.county.yml on top of docker-compose.yml, read through `docker-compose config`: every
// secret required, three API replicas at unique fixed addresses all in the host's nginx upstreams,
// each storing uploads in the composition's S3 store, two renderer workers on the queue's database
// and no single watcher, and a memory and CPU limit on every service that runs.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import layout from '../../shared/federation/sections.js';
import { composeBytes, countyComposeConfig, countySecrets, dockerComposeInstalled } from './support/compose.mjs';

const REPLICAS = ['api-1', 'api-2', 'api-3'];
const WORKERS = ['renderer-1', 'renderer-2'];

let services;
/** The services `up` starts: those of no profile (a profile is enabled only by `--profile`). */
let running;

before(() => {
  assert.ok(dockerComposeInstalled(), "docker-compose is missing: apt-get install -y docker-compose (npm test installs it)");
  const result = countyComposeConfig();
  assert.equal(result.status, 0, `docker-compose config refused the county composition:\n${result.output}`);
  services = result.config.services;
  running = Object.keys(services).filter((name) => !services[name].profiles?.length);
});

test('each secret and PLATFORM_HOST is required: without any one of them the composition is refused', () => {
  // ADMIN_PASSWORD may stay empty: the first start then prints a random one.
  const required = Object.keys(countySecrets).filter((key) => key !== 'ADMIN_PASSWORD');
  for (const key of required) {
    const result = countyComposeConfig({ ...countySecrets, [key]: '' });
    assert.notEqual(result.status, 0, `accepted without ${key}`);
    assert.match(result.output, new RegExp(key), `the refusal names ${key}`);
  }
});

test('PostgreSQL, an S3 store, three API replicas, two renderer workers, the host and the remotes run; the single watcher does not', () => {
  const sections = layout.SECTIONS.map(({ folder }) => folder);
  assert.deepEqual(running.sort(), ['postgres', 's3', ...REPLICAS, ...WORKERS, ...sections].sort());
  assert.ok(services.prerender.profiles.length > 0, 'the watcher only under a profile the county never enables');
  assert.equal(services.s3.build.dockerfile, 'deploy/docker/s3.Dockerfile');
  for (const name of REPLICAS) assert.equal(services[name].build.dockerfile, 'deploy/docker/api.Dockerfile', name);
});

test("the replicas' fixed addresses are unique, and the host's nginx balances over all three", () => {
  const address = (name) => services[name].networks?.default?.ipv4_address;
  const fixed = ['host', ...REPLICAS].map(address);
  for (const [index, value] of fixed.entries()) assert.match(value ?? '', /^\d+\.\d+\.\d+\.\d+$/, `${['host', ...REPLICAS][index]} has a fixed address`);
  assert.equal(new Set(fixed).size, fixed.length, `addresses repeat: ${fixed}`);
  const upstreams = services.host.environment.API_UPSTREAMS.split(/\s+/).filter(Boolean);
  assert.deepEqual(upstreams.sort(), REPLICAS.map((name) => `${address(name)}:${services[name].environment.PORT}`).sort());
  for (const name of REPLICAS) assert.equal(services[name].environment.TRUST_PROXY, address('host'), `${name} TRUST_PROXY`);
});

test('every replica shares the database, the session secret and the platform host, and stores uploads in the S3 store', () => {
  const store = services.s3.environment;
  const port = services.s3.expose.map(String)[0];
  const shared = ['DATABASE_URL', 'SESSION_SECRET', 'PLATFORM_HOST'];
  for (const name of REPLICAS) {
    const env = services[name].environment;
    for (const key of shared) assert.equal(env[key], services['api-1'].environment[key], `${name} ${key}`);
    assert.equal(env.PLATFORM_HOST, countySecrets.PLATFORM_HOST, `${name} PLATFORM_HOST`);
    assert.deepEqual(
      { storage: env.MEDIA_STORAGE, endpoint: env.S3_ENDPOINT, bucket: env.S3_BUCKET, key: env.S3_ACCESS_KEY_ID, secret: env.S3_SECRET_ACCESS_KEY, pathStyle: env.S3_FORCE_PATH_STYLE },
      { storage: 's3', endpoint: `http://s3:${port}`, bucket: store.S3_BUCKET, key: store.S3_ACCESS_KEY_ID, secret: store.S3_SECRET_ACCESS_KEY, pathStyle: 'true' },
      name,
    );
  }
  assert.deepEqual([store.S3_ACCESS_KEY_ID, store.S3_SECRET_ACCESS_KEY], [countySecrets.S3_ACCESS_KEY_ID, countySecrets.S3_SECRET_ACCESS_KEY]);
  assert.ok(services.s3.volumes.some((volume) => String(volume).startsWith('s3data:')), 'the bucket lives in a named volume');
});

test("each renderer worker runs the watcher's image and settings as a worker on the API's database, writing the snapshots the host serves", () => {
  const { PRERENDER_DATABASE_URL, ...watcherless } = services.prerender.environment;
  assert.equal(PRERENDER_DATABASE_URL, undefined, 'the single watcher has no queue');
  for (const name of WORKERS) {
    const worker = services[name];
    assert.equal(worker.build.dockerfile, services.prerender.build.dockerfile, name);
    assert.deepEqual(worker.command.slice(-2), ['scripts/prerender/cli.mjs', '--worker'], `${name} command`);
    const { PRERENDER_DATABASE_URL: queue, ...env } = worker.environment;
    assert.equal(queue, services['api-1'].environment.DATABASE_URL, `${name} PRERENDER_DATABASE_URL`);
    assert.deepEqual(env, watcherless, `${name} has the watcher's other settings`);
    assert.ok(worker.volumes.some((volume) => /^prerender:\/var\/lib\/school\/prerender(:rw)?$/.test(String(volume))), `${name} writes the prerender volume`);
    assert.equal(worker.depends_on.postgres?.condition, 'service_healthy', `${name} waits for PostgreSQL`);
  }
});

test("every service that runs has a memory and a CPU limit; an API replica has room above its measured ~300 MB peak, with Node's 16 MB semi-spaces", () => {
  const unlimited = running.filter((name) => !services[name].mem_limit || !services[name].cpus);
  assert.deepEqual(unlimited, [], 'services without mem_limit or cpus');
  for (const name of REPLICAS) assert.ok(composeBytes(services[name].mem_limit) >= 400 * 2 ** 20, `${name} mem_limit ${services[name].mem_limit}`);
  // Sized by the limit, Node's young generation is 1 MB: a replica answers a quarter fewer reads.
  for (const name of REPLICAS) assert.match(services[name].environment.NODE_OPTIONS ?? '', /--max-semi-space-size=16\b/, `${name} NODE_OPTIONS`);
});

test("docker-compose's memory sizes are read in bytes", () => {
  assert.equal(composeBytes('512m'), 512 * 2 ** 20);
  assert.equal(composeBytes('1g'), 2 ** 30);
  assert.equal(composeBytes(1048576), 2 ** 20);
  assert.throws(() => composeBytes('half a gig'), /not a docker-compose memory size/);
});
