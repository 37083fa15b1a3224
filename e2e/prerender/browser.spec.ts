// A renderer started before its browser exists (a fresh machine, Chromium being installed): its
// first launch fails, it says so and tries again, and renders once the browser is there.
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from '../support/chromium.mjs';
import { expect, test } from '../support/fixtures';
import { removeSnapshots, SITE_URL, watch } from './support';

test.beforeAll(() => removeSnapshots());
test.afterAll(() => removeSnapshots());

test('a renderer whose browser is missing at start renders the pages once it appears', async () => {
  test.setTimeout(90_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'school-no-chromium-'));
  const browserPath = path.join(folder, 'chromium');
  const messages: string[] = [];
  const watcher = await watch({ initial: true, browserPath, log: (message) => messages.push(message) });
  try {
    await expect.poll(() => messages.join('\n'), { timeout: 20_000 }).toMatch(/prerender failed: .*trying again in \d+ s/);
    expect(await (await fetch(`${SITE_URL}/home`)).text()).not.toContain('prerender-data');
    // The browser is installed: the next attempt launches it.
    symlinkSync(CHROMIUM_PATH, browserPath);
    await expect.poll(async () => (await (await fetch(`${SITE_URL}/home`)).text()).includes('prerender-data'), { timeout: 45_000, intervals: [500] }).toBe(true);
  } finally {
    await watcher.stop();
    rmSync(folder, { recursive: true, force: true });
  }
});
