// Pre-rendered public pages (scripts/prerender): the first response carries the page, a browser
// without JavaScript reads and navigates it, the host takes it over without a visible change, and
// the snapshots follow the API and a remote's redeploy.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import type { AboutUs, Teacher } from '@school/shared';
import sectionSecurity from '../../shared/http/sectionSecurity.js';
import { xsrfHeader } from '../support/apiRequests';
import { controlSection, expect, signIn, test } from '../support/fixtures';
import { ADMIN_PASSWORD } from '../support/ports';
import { type LayoutShift, prerender, removeSnapshots, render, renderedAt, SITE_URL, snapshotDir, watch } from './support';

const PAGES = ['/home', '/cadre-didactice'];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  removeSnapshots();
  const { rendered, failed } = await render(PAGES);
  expect(failed).toEqual([]);
  expect(rendered).toEqual(PAGES);
});

test.afterAll(() => removeSnapshots());

test('the HTML of /home, fetched without a browser, holds the page, its head and its data, and no executable inline script', async ({ request }) => {
  const school = (await (await request.get('/api/school/about-us')).json()) as AboutUs;
  const response = await request.get('/home');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(school.name);
  expect(html).toMatch(/<h1[^>]*>/);
  expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/home" />`);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  expect(html).toContain('<meta property="og:site_name"');
  // Link previews name the page's first photo at the widest of its sizes up to 1 280 pixels, read
  // from the markup (the renderer loads no photo), not the small size the page's layout shows.
  const sizes = /<main[\s\S]*?<img [^>]*srcset="([^"]+)"/.exec(html)![1]!.split(', ').map((candidate) => candidate.split(' '));
  const [widest] = sizes.filter(([, width]) => parseInt(width!, 10) <= 1280).sort(([, a], [, b]) => parseInt(b!, 10) - parseInt(a!, 10))[0]!;
  expect(html).toContain(`<meta property="og:image" content="${SITE_URL}${widest}" />`);
  expect(html).toMatch(/<script type="application\/json" id="prerender-data">/);
  // One inline script, the host's built loader of its scripts, allowed by its hash; the rest is data.
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text);
  expect(inline).toEqual([readFileSync(sectionSecurity.HOST_LOADER_FILE, 'utf8')]);
  const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
  const scriptSrc = (response.headers()['content-security-policy'] ?? '').split(';').find((part) => part.trim().startsWith('script-src'));
  expect(scriptSrc).toContain(hash);
  expect(scriptSrc).not.toContain('unsafe-inline');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  expect(await sitemap.text()).toContain(`<loc>${SITE_URL}/cadre-didactice</loc>`);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  // A page without a snapshot is served live, as before; so is one read with a query (a year, a
  // page number), which its snapshot does not show.
  expect(await (await request.get('/contact')).text()).not.toContain('prerender-data');
  expect(await (await request.get('/home?pagina=2')).text()).not.toContain('prerender-data');
});

test('without JavaScript the pages show their content and the menu navigates by full page loads', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const link = page.locator('header a[href="/cadre-didactice"]').first();
  // A menu group opens on hover without scripts (the snapshot's <noscript> rule).
  await link.locator('xpath=ancestor::li[last()]').hover();
  await link.click();
  await expect(page).toHaveURL(/\/cadre-didactice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cadre didactice' })).toBeVisible();
  await context.close();
});

/** The markup and the boxes of the page's elements, as drawn now. */
function drawing(page: Page) {
  return page.evaluate(() => {
    const root = document.getElementById('root')!;
    const boxes = [...root.querySelectorAll('h1, h2, nav a, main img, main p, footer')].map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return [element.tagName, Math.round(x), Math.round(y), Math.round(width), Math.round(height)].join(' ');
    });
    return { markup: root.innerHTML, boxes };
  });
}

test('the host takes the page over without a change to its markup or layout, a request for /remotes.json or a manifest, or a console message', async ({ browser }) => {
  const still = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await still.newPage();
  await staticPage.goto('/home');
  const before = await drawing(staticPage);
  await still.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const messages: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  await context.addInitScript((startedAttribute) => {
    const seen = { loading: false, shift: 0, shifted: [] as string[] };
    Object.defineProperty(window, '__takeOver', { value: seen });
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="section-loading"]')) seen.loading = true;
    }).observe(document, { subtree: true, childList: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        seen.shift += entry.value;
        // What moved, and where, so a failure says what to fix.
        const started = document.documentElement.hasAttribute(startedAttribute) ? 'after the host started' : 'before the host started';
        for (const { node, previousRect: from, currentRect: to } of entry.sources) {
          const what = node instanceof Element ? `${node.tagName.toLowerCase()} "${node.textContent?.slice(0, 40)}"` : String(node?.nodeName);
          seen.shifted.push(`${what} ${started}: ${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, prerender.startedAttribute);
  await page.goto('/home');
  // An anonymous visitor's host starts at the first key, tap or scroll.
  await page.keyboard.press('Shift');
  // React has taken the root over once it holds the container's fiber.
  await page.waitForFunction(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')));
  await page.waitForLoadState('networkidle');
  const after = await drawing(page);
  const seen = await page.evaluate(() => (window as unknown as { __takeOver: { loading: boolean; shift: number; shifted: string[] } }).__takeOver);

  // React's useId values follow mount order, which differs between the snapshot (sections mounted
  // as their data arrived) and the take-over (one commit): ids are compared by where they are used.
  expect(withoutReactIds(after.markup)).toBe(withoutReactIds(before.markup));
  expect(after.boxes).toEqual(before.boxes);
  expect(seen).toEqual({ loading: false, shift: 0, shifted: [] });
  expect(messages).toEqual([]);
  expect(requests.filter((url) => /remotes\.json|mf-manifest\.json/.test(url))).toEqual([]);
  await context.close();
});

const takenOver = (page: Page) => page.waitForFunction(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')));

test("an anonymous visitor's page fetches no script until the first interaction, and the search field keeps the focus and the text across the take-over", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/home');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);

  const search = page.getByRole('search').first().getByRole('searchbox');
  await search.focus();
  await page.keyboard.type('orar');
  await takenOver(page);
  expect(scripts.length).toBeGreaterThan(0);
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('orar');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cautare\?q=orar$/);
});

test('on a phone, Meniu tapped before the take-over opens the menu, which stays open after it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/home');
  const menu = page.getByRole('button', { name: 'Meniu' });
  await menu.tap();
  await takenOver(page);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Meniu principal' }).getByRole('button', { name: 'Despre', exact: true })).toBeVisible();
  await context.close();
});

test('a browser that has signed in before starts the host at once', async ({ page }) => {
  await page.goto('/home');
  await page.evaluate(() => window.localStorage.setItem('currentUser', JSON.stringify({ id: 1 })));
  await page.reload();
  await takenOver(page);
});

test('without JavaScript the search form leads to the search page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/home');
  const search = page.getByRole('search').first();
  await search.getByRole('searchbox').fill('orar');
  await search.getByRole('button').click();
  await expect(page).toHaveURL(/\/cautare\?q=orar$/);
  await context.close();
});

async function putTeacher(page: Page, teacher: Teacher) {
  const { id, subject, ...rest } = teacher;
  const response = await page.request.put(`/api/school/teachers/${id}`, {
    headers: await xsrfHeader(page.request),
    data: { ...rest, subject: subject ? { id: subject.id } : null },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a watcher that finds nothing changed keeps serving the snapshots it has', async () => {
  const before = PAGES.map(renderedAt);
  const watcher = await watch();
  try {
    // Its checks every second ask each input as the browser that drew the page did (the section
    // servers answer brotli and gzip with different ETags): none of them may count as a change.
    const until = Date.now() + 4000;
    while (Date.now() < until) {
      for (const pagePath of PAGES) expect(await (await fetch(`${SITE_URL}${pagePath}`)).text(), pagePath).toContain('prerender-data');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await watcher.stop();
  }
  expect(PAGES.map(renderedAt)).toEqual(before);
});

test('an edit through the API shows in the served HTML within 30 seconds', async ({ page }) => {
  test.setTimeout(90_000);
  const watcher = await watch();
  await signIn(page.request, 'admin', ADMIN_PASSWORD);
  const teachers = (await (await page.request.get('/api/school/teachers')).json()) as Teacher[];
  const teacher = teachers[0]!;
  try {
    await putTeacher(page, { ...teacher, lastName: 'Prerandat' });
    const edited = Date.now();
    // The snapshot drawn with the new name: served live meanwhile, never the old one for long.
    const servedSnapshot = async () => {
      const html = await (await fetch(`${SITE_URL}/cadre-didactice`)).text();
      return html.includes('prerender-data') && html.includes('Prerandat');
    };
    await expect.poll(servedSnapshot, { timeout: 30_000, intervals: [500] }).toBe(true);
    expect(Date.now() - edited).toBeLessThan(30_000);
  } finally {
    await putTeacher(page, teacher);
    await watcher.stop();
  }
});

test('the re-render command after a remote redeploy writes a new snapshot', async () => {
  test.setTimeout(90_000);
  const before = renderedAt('/home');
  expect(before).toBeDefined();
  await controlSection('public', 'stop');
  await controlSection('public', 'start');
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/prerender/cli.mjs', '/home'], {
    env: { ...process.env, PRERENDER_SITE_URL: SITE_URL, PRERENDER_DIR: snapshotDir() },
  });
  expect(stdout).toContain('1 page(s) rendered');
  expect(renderedAt('/home')! > before!).toBe(true);
});

const withoutReactIds = (markup: string) => markup.replace(/_r_[0-9a-z]+_/g, '_r_');
