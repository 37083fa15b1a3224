// Freshness through restarts: with snapshots on disk, the renderer, the host's server and the API
// are started again (a renderer even killed in the middle of a render), then a news post is
// published: the served HTML of /home and /noutati shows it within 30 s, as on a first start.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import type { NewsPost } from '@school/shared';
import { controlApi, xsrfHeader } from '../support/apiRequests';
import { controlSection, expect, signIn, test } from '../support/fixtures';
import { ADMIN_PASSWORD } from '../support/ports';
import { removeSnapshots, render, SITE_URL, snapshotDir, watch } from './support';

const PAGES = ['/home', '/noutati'];

test.describe.configure({ mode: 'serial' });
test.beforeEach(() => removeSnapshots());
test.afterAll(() => removeSnapshots());

const servedHtml = async (path: string) => (await fetch(`${SITE_URL}${path}`)).text();

async function publishNews(request: APIRequestContext, title: string): Promise<NewsPost> {
  const response = await request.post('/api/content/news', {
    headers: await xsrfHeader(request),
    data: { title, place: 'Curtea școlii', date: new Date().toISOString().slice(0, 10), body: '<p>Vești proaspete.</p>', status: 'PUBLISHED', images: [] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** Publishes a post and expects both pages' served HTML to show it within 30 s; then trashes it. */
async function expectPublishShown(request: APIRequestContext, title: string) {
  await signIn(request, 'admin', ADMIN_PASSWORD);
  const post = await publishNews(request, title);
  const published = Date.now();
  try {
    for (const path of PAGES) {
      await expect.poll(async () => (await servedHtml(path)).includes(title), { message: path, timeout: 30_000, intervals: [500] }).toBe(true);
    }
    expect(Date.now() - published).toBeLessThan(30_000);
  } finally {
    // The other specs read the news as the seed left it.
    const trashed = await request.delete(`/api/content/news/${post.id}`, { headers: await xsrfHeader(request) });
    expect(trashed.status(), await trashed.text()).toBe(200);
  }
}

test('after the renderer, the host server and the API restart with snapshots on disk, a publish shows on /home and /noutati within 30 s', async ({ page }) => {
  test.setTimeout(150_000);
  // The first start, then a restart's render with the first snapshots on disk (the server has them).
  expect((await render(PAGES)).failed).toEqual([]);
  expect((await render(PAGES)).failed).toEqual([]);
  for (const path of PAGES) expect(await servedHtml(path)).toContain('prerender-data');
  await controlSection('host', 'stop');
  await controlSection('host', 'start');
  await controlApi('stop');
  await controlApi('start');

  const watcher = await watch({ initial: true });
  try {
    await expectPublishShown(page.request, `Reluare ${Date.now().toString(36)}`);
  } finally {
    await watcher.stop();
  }
});

test('a renderer killed in the middle of a render, started again, serves nothing it cannot vouch for and shows a publish within 30 s', async ({ page }) => {
  test.setTimeout(150_000);
  expect((await render(PAGES)).failed).toEqual([]);
  // The command renders /home, then /noutati: it is killed while it draws the second.
  const renderer = spawn(process.execPath, ['scripts/prerender/cli.mjs', '/home', '/noutati'], {
    env: { ...process.env, PRERENDER_SITE_URL: SITE_URL, PRERENDER_DIR: snapshotDir() },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    renderer.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('rendered /home')) resolve();
    });
    renderer.on('exit', () => reject(new Error(`the renderer ended before it was killed: ${output}`)));
  });
  renderer.kill('SIGKILL');
  // What a kill between a snapshot's write and its record's leaves: a page no record describes.
  const noutati = `${snapshotDir()}/pages/noutati.html`;
  writeFileSync(noutati, '<!doctype html><p id="prerender-data">Pagina de ieri</p>');

  const watcher = await watch({ initial: true });
  try {
    // Not served from the moment the renderer starts: the page is served live until drawn again.
    expect(await servedHtml('/noutati')).not.toContain('Pagina de ieri');
    await expectPublishShown(page.request, `După oprire ${Date.now().toString(36)}`);
  } finally {
    await watcher.stop();
  }
});
