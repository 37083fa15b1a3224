// Every public route on the composed build: it renders inside the host's public shell with its
// heading, key texts, photos and document links, sets its title and description, serves what it
// links to, and passes axe-core. The fixture fails any test whose page sent a request off localhost.
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { publicRoutes, SCHOOL } from './routes';

/** A stored document's link: its lasting address, which leads to the file of the moment. */
const DOCUMENT_LINKS = 'a[href^="/api/content/documents/"][href$="/file"]';

for (const route of publicRoutes) {
  test(`${route.path} shows its contents under the public shell`, async ({ page }) => {
    await page.goto(route.path);
    const main = page.getByRole('main');
    await expect(page.locator('[data-shell="public"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Meniu principal' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(route.h1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('status')).toHaveCount(0);

    for (const text of route.texts) await expect(main).toContainText(text);

    const images = main.locator('img');
    await expect(images).toHaveCount(route.images);
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute('alt', /\S/);
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
      // Several widths of the same photo (the seed's 480/960, an upload's 320…1200).
      await expect(img).toHaveAttribute('srcset', /^\S+ \d+w(, \S+ \d+w)+$/);
      await expect(img).toHaveAttribute('sizes', /\S/);
    }

    const documents = main.locator(DOCUMENT_LINKS);
    await expect(documents).toHaveCount(route.documents);
    for (const link of await documents.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toContainText('(se deschide într-o filă nouă)');
    }
    // Every other link stays on the site, except the map of the school.
    for (const href of await main.locator('a[href^="http"]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))) {
      const url = new URL(href);
      if (url.hostname !== 'localhost') expect(url.origin).toBe('https://www.openstreetmap.org');
    }

    await expect(page).toHaveTitle(`${route.title} · ${SCHOOL}`);
    // Exactly one description, the page's own (the host's index.html carries none).
    const descriptions = await page.locator('meta[name="description"]').evaluateAll((ms) => ms.map((m) => m.getAttribute('content') ?? ''));
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]!.length).toBeGreaterThan(20);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');

    await expectNoAxeViolations(page);
  });
}

test('the documents and photos the pages link to are served', async ({ page, request }) => {
  await page.goto('/legislatie-si-criterii-acordare-burse');
  const links = page.getByRole('main').locator(DOCUMENT_LINKS);
  await expect(links).toHaveCount(16);
  const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  for (const href of hrefs) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    // Shown in the tab the link opens, not downloaded: as its "(se deschide într-o filă nouă)" says.
    expect(response.headers()['content-disposition']).toMatch(/^inline; /);
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }

  await page.goto('/activitati/saptamana-verde');
  await expect(page.getByRole('main').locator('img')).toHaveCount(25);
  const first = page.getByRole('main').locator('img').first();
  await first.scrollIntoViewIfNeeded();
  await expect.poll(() => first.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(await first.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/\.webp$/);
});

test('the images below the fold load lazily', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/activitati/activitati-extrascolare');
  const images = page.getByRole('main').locator('img');
  await expect(images).toHaveCount(33);
  const loading = await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading')));
  // The first gallery's row is near the top and loads at once; every other photo lazily.
  expect(loading.slice(0, 4)).toEqual([null, null, null, null]);
  expect(loading.slice(4).every((l) => l === 'lazy')).toBe(true);
  // The last gallery is far below the fold: its files have not been fetched yet.
  const lastLoaded = await images.last().evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);
  expect(lastLoaded).toBe(false);
});

test('a gallery photo opens large and the viewer works by keyboard', async ({ page }) => {
  await page.goto('/activitati/saptamana-altfel');
  const thumbs = page.getByRole('main').getByRole('button', { name: /Mărește fotografia/ });
  await expect(thumbs).toHaveCount(18);
  await thumbs.nth(1).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Săptămâna Altfel 2024-2025: foto 2 din 15' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Închide' })).toBeFocused();
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', 'Săptămâna Altfel 2024-2025 — foto 2');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: /foto 3 din 15/ })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: /foto 15 din 15/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(thumbs.nth(1)).toBeFocused();
});

test('the home page links to enrolment and to the Erasmus project', async ({ page }) => {
  await page.goto('/home');
  // The button names the enrolment page's campaign (its title) and its enrolment window (the calendar's first enrolment event).
  const enrol = page.getByRole('main').getByRole('link', { name: 'Înscrierea în clasa pregătitoare 2025-2026: 31 martie – 6 mai 2025', exact: true });
  await expect(enrol).toHaveAttribute('href', '/inscrierea');
  await page.getByRole('main').getByRole('link', { name: 'Citește noutățile proiectului' }).click();
  await expect(page).toHaveURL(/\/projects\/erasmus-colourful-numbers$/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(7);
  await page.goBack();
  await enrol.click();
  await expect(page).toHaveURL(/\/inscrierea$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Înscrierea în clasa pregătitoare 2025-2026');
  await expect(page).toHaveTitle(`Înscrierea în clasa pregătitoare 2025-2026 · ${SCHOOL}`);
});

test('/home loads only its own page chunk from the public section', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCHOOL);
  await page.waitForLoadState('networkidle');
  const pageChunks = scripts.map((s) => /page-[a-z-]+/.exec(s)?.[0]).filter(Boolean);
  expect(pageChunks).toEqual(['page-home']);
});
