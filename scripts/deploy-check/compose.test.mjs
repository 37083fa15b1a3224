// docker-compose.yml, read through `docker-compose config` (Debian's docker-compose; no Docker
// engine needed): valid, secrets required, every service of the sections' layout from its own
// Dockerfile on its port, and the API believing only the host's nginx.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import layout from '../../shared/federation/sections.js';
import { composeConfig, composeSecrets, dockerComposeInstalled } from './support/compose.mjs';

let services;
let config;

before(() => {
  assert.ok(dockerComposeInstalled(), "docker-compose is missing: apt-get install -y docker-compose (npm test installs it)");
  const result = composeConfig();
  assert.equal(result.status, 0, `docker-compose config refused docker-compose.yml:\n${result.output}`);
  config = result.config;
  services = config.services;
});

test('without POSTGRES_PASSWORD and SESSION_SECRET the file is refused: no default secret', () => {
  const bare = Object.fromEntries(Object.keys(composeSecrets).map((key) => [key, '']));
  assert.notEqual(composeConfig(bare).status, 0);
});

test('PostgreSQL, two API replicas and each section of the layout, each from its own Dockerfile', () => {
  const sections = layout.SECTIONS.map(({ folder }) => folder);
  assert.deepEqual(Object.keys(services).sort(), ['api-1', 'api-2', 'postgres', 'prerender', ...sections].sort());
  assert.equal(services.prerender.build.dockerfile, 'deploy/docker/prerender.Dockerfile');
  for (const name of ['api-1', 'api-2']) assert.equal(services[name].build.dockerfile, 'deploy/docker/api.Dockerfile', name);
  for (const folder of sections) assert.equal(services[folder].build.dockerfile, `deploy/docker/${folder}.Dockerfile`, folder);
});

test("each section is published on its layout port, and the host finds each remote at its layout key's default", () => {
  for (const { folder, port } of layout.SECTIONS) {
    assert.deepEqual(services[folder].ports, [{ published: port, target: 80 }], `${folder} ports`);
  }
  const hostEnvironment = services[layout.sectionNamed('host').folder].environment;
  for (const { urlKey, port } of layout.REMOTES) assert.equal(hostEnvironment[urlKey], `http://localhost:${port}`, urlKey);
});

test("the API believes X-Forwarded-For from the host's nginx only, at its fixed address", () => {
  const hostAddress = services.host.networks?.default?.ipv4_address;
  assert.match(hostAddress ?? '', /^\d+\.\d+\.\d+\.\d+$/, 'the host has a fixed address');
  for (const api of ['api-1', 'api-2']) assert.equal(services[api].environment.TRUST_PROXY, hostAddress, `${api} TRUST_PROXY`);
});

test("the renderer writes the volume the host's nginx serves snapshots from, and reaches each remote inside the network", () => {
  // docker-compose 1 prints a mount as "source:target[:ro]", 2 as an object.
  const mount = (service) =>
    services[service].volumes
      .map((volume) => (typeof volume === 'string' ? volume : `${volume.source}:${volume.target}${volume.read_only ? ':ro' : ''}`))
      .find((volume) => volume.startsWith('prerender:'));
  assert.match(mount('prerender'), /^prerender:\/var\/lib\/school\/prerender(:rw)?$/);
  assert.equal(mount('host'), 'prerender:/var/lib/school/prerender:ro');
  assert.equal(services.host.environment.PRERENDER_PAGES, '/var/lib/school/prerender/pages');
  for (const { folder, port } of layout.REMOTES) assert.match(services.prerender.environment.PRERENDER_URL_MAP, new RegExp(`http://localhost:${port}=http://${folder}\\b`));
});

test('both API replicas mount one media volume at their MEDIA_DIR', () => {
  // Debian's docker-compose writes a mount as "source:target:mode".
  const sources = ['api-1', 'api-2'].map((api) => {
    const { MEDIA_DIR } = services[api].environment;
    const mount = (services[api].volumes ?? []).map((entry) => entry.split(':')).find(([, target]) => target === MEDIA_DIR);
    assert.ok(mount, `${api} mounts a volume at MEDIA_DIR (${MEDIA_DIR})`);
    return mount[0];
  });
  assert.deepEqual(sources, ['media', 'media']);
  assert.ok(Object.hasOwn(config.volumes ?? {}, 'media'), 'media is a named volume');
});

test("the API replicas neither mount the renderer's volume nor name it: the renderer learns of a takedown from the API's answers", () => {
  for (const api of ['api-1', 'api-2']) {
    assert.equal(services[api].environment.PRERENDER_DIR, undefined, `${api} PRERENDER_DIR`);
    const volumes = (services[api].volumes ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.source));
    assert.deepEqual(volumes.filter((volume) => volume.startsWith('prerender')), [], `${api} mounts no prerender volume`);
  }
});
