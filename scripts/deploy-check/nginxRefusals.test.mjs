// Bad environments are refused when a container starts, with a message, before nginx runs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nginxWorkDirOfFile, render } from './support/nginx.mjs';

const workDir = nginxWorkDirOfFile('refusals');

const remotes = {
  REMOTE_PUBLIC_URL: 'https://public.school.example',
  REMOTE_AUTH_URL: 'https://auth.school.example',
  REMOTE_ADMIN_URL: 'https://admin.school.example',
};

for (const [what, kind, values] of [
  ['a missing remote address', 'host', { ...remotes, REMOTE_AUTH_URL: '' }],
  ['a quote in a remote address', 'host', { ...remotes, REMOTE_PUBLIC_URL: "https://x.example/'; alert(1)" }],
  ['a bad API upstream', 'host', { ...remotes, API_UPSTREAMS: 'api-1:4000; evil' }],
  ['a bad CORS origin', 'remote', { CORS_ALLOW_ORIGIN: 'https://x.example"; add_header' }],
  ['an unknown section kind', 'public', {}],
]) {
  test(`render-config.sh refuses ${what}, with a message`, () => {
    const { status, output } = render(workDir, 'refused', kind, values);
    assert.notEqual(status, 0, `accepted ${what}`);
    assert.match(output, /school-nginx-config: /);
  });
}
