// The nginx images' configuration, rendered by their own entrypoint script with the policy their
// build writes (support/nginx.mjs): `nginx -t` accepts it, the host's /remotes.json and
// Content-Security-Policy follow the environment, /api is proxied as the API expects, and every
// section sends the security headers.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { mainConfig, nginxResolves, nginxTest, nginxWorkDirOfFile, render } from './support/nginx.mjs';

const workDir = nginxWorkDirOfFile('config');

/** Addresses as the visitors' browsers would reach the remotes, in the forms people write them. */
const containerRemotes = {
  REMOTE_PUBLIC_URL: 'https://public.school.example',
  REMOTE_AUTH_URL: 'https://auth.school.example/',
  REMOTE_ADMIN_URL: 'https://admin.school.example:8443/sections/admin',
};

function rendered(name, kind, values) {
  const result = render(workDir, name, kind, values);
  assert.equal(result.status, 0, `render-config.sh failed for ${name}:\n${result.output}`);
  return result;
}

function assertNginxAccepts(result) {
  const tested = nginxTest(result.dir, mainConfig(result.dir, result.conf));
  assert.equal(tested.status, 0, `nginx -t refused ${result.conf}:\n${tested.output}`);
}

// As in the images (listen 80, /usr/share/nginx/html); nginx -t resolves upstream names at load,
// and api-1/api-2 exist only in Docker's network, so addresses stand in for them.
for (const [name, kind, values] of [
  ['host', 'host', { ...containerRemotes, API_UPSTREAMS: '127.0.0.1:4000 127.0.0.1:4001' }],
  ['remote', 'remote', { CORS_ALLOW_ORIGIN: '*' }],
  ['remote-origin', 'remote', { CORS_ALLOW_ORIGIN: 'https://www.school.example' }],
]) {
  test(`the ${name} config renders and passes nginx -t`, () => assertNginxAccepts(rendered(name, kind, values)));
}

const host = rendered('host-resolver', 'host', { ...containerRemotes, API_UPSTREAMS: 'api-1:4000,api-2:4000', API_RESOLVER: '127.0.0.11' });
const hostConf = readFileSync(host.conf, 'utf8');
const remoteConf = readFileSync(rendered('remote-headers', 'remote', { CORS_ALLOW_ORIGIN: '*' }).conf, 'utf8');

test("the host's /remotes.json names each remote at its address from the environment", () => {
  const remotesJson = JSON.parse(readFileSync(path.join(host.runtime, 'remotes.json'), 'utf8'));
  assert.deepEqual(remotesJson, {
    remotes: [
      { section: 'public', name: 'remote_public', entry: 'https://public.school.example/remoteEntry.js', type: 'global' },
      { section: 'auth', name: 'remote_auth', entry: 'https://auth.school.example/remoteEntry.js', type: 'global' },
      { section: 'admin', name: 'remote_admin', entry: 'https://admin.school.example:8443/sections/admin/remoteEntry.js', type: 'global' },
    ],
  });
  assert.match(hostConf, /location = \/remotes\.json \{\s*alias \S+\/runtime\/remotes\.json;/);
});

test("the host's Content-Security-Policy lets scripts come from exactly the three remotes' origins, and the pre-rendered pages' loader by its hash", () => {
  assert.match(hostConf, /script-src 'self' https:\/\/public\.school\.example https:\/\/auth\.school\.example https:\/\/admin\.school\.example:8443 'sha256-[A-Za-z0-9+/]+=*';/);
});

test('API_RESOLVER makes nginx re-resolve the API replicas', (t) => {
  assert.match(hostConf, /server api-1:4000 [^;]*resolve; server api-2:4000 [^;]*resolve;/);
  assert.match(hostConf, /resolver 127\.0\.0\.11 /);
  const { resolves, version } = nginxResolves();
  if (!resolves) {
    t.diagnostic(`nginx ${version} here: \`server ... resolve\` needs 1.27.3, so this config is inspected, not nginx -t'd`);
    return;
  }
  assertNginxAccepts(host);
});

test("the host's /api SETS X-Forwarded-For to the connecting address", () => {
  assert.match(hostConf, /proxy_set_header X-Forwarded-For \$remote_addr;/);
  assert.doesNotMatch(hostConf, /\$proxy_add_x_forwarded_for/);
});

test("the host's /api has the API's body limit and answers 413 and 502 as {\"message\"}", () => {
  assert.match(hostConf, /client_max_body_size \d+;/);
  assert.match(hostConf, /return 413 '\{"message":/);
  assert.match(hostConf, /return 502 '\{"message":/);
});

test('only /api/media takes uploads up to 51 MB, streamed to the API', () => {
  const uploads = /location = \/api\/media \{([^}]*)\}/.exec(hostConf)?.[1] ?? '';
  assert.match(uploads, /client_max_body_size 53477376;/);
  assert.match(uploads, /proxy_request_buffering off;/);
  assert.match(uploads, /error_page 413 @upload_too_large;/);
  assert.match(hostConf, /location @upload_too_large \{\s*default_type application\/json;\s*return 413 '\{"message":"The upload is larger than 51 MB\."\}';/);
  assert.equal(hostConf.match(/client_max_body_size 53477376;/g)?.length, 1);
});

for (const [section, conf] of [['host', hostConf], ['remote', remoteConf]]) {
  test(`the ${section} sends the security headers and never serves source maps or the stats manifest`, () => {
    assert.match(conf, /add_header Content-Security-Policy "[^"]*frame-ancestors 'none'[^"]*" always;/);
    assert.match(conf, /add_header Strict-Transport-Security "max-age=\d+" always;/);
    assert.match(conf, /add_header X-Content-Type-Options "nosniff" always;/);
    assert.match(conf, /location ~ "[^"]*\\\.map[^"]*mf-manifest-stats[^"]*" \{ return 404; \}/);
  });
}

test("only the script's own variables are replaced: none left over, nginx's kept", () => {
  assert.doesNotMatch(hostConf, /\$\{[A-Z_]+\}/);
  assert.match(hostConf, /\$uri/);
});
