// A parent on a phone: a page opened from the menu starts at its top with the focus on its
// heading, back and forward return to where the reader was, in-page anchors still work, nothing
// scrolls sideways at 320 or 390 px, the menu closes after any tap, and the footer follows the
// page without a blank band above it.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { navGroups } from '../../host/src/shells/navItems';
import { publicRoutes } from './routes';

/** The menu group holding a link. */
const groupOf = (link: string) => navGroups.find((group) => group.links.some((entry) => entry.label === link))!.label;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.use({ viewport: { width: 390, height: 740 }, hasTouch: true, isMobile: true });

test('a page opened from the phone menu starts at its top, with the focus on its heading', async ({ page }) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: 'Meniu principal' });
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  for (const [link, title] of [
    ['Documente', 'Documente'],
    ['Înscrierea în clasa pregătitoare', 'Înscrierea în clasa pregătitoare 2025-2026'],
    ['Cadre didactice', 'Cadre didactice'],
    ['Stat de personal', 'Stat de personal'],
  ] as const) {
    await nav.getByRole('button', { name: 'Meniu' }).tap();
    await nav.getByRole('button', { name: groupOf(link), exact: true }).tap();
    // The reader has scrolled down the page meanwhile.
    await page.evaluate(() => window.scrollTo(0, 300));
    expect(await scrollY(page)).toBeGreaterThan(0);
    await nav.getByRole('link', { name: link, exact: true }).tap();
    await expect(heading).toHaveText(title);
    await expect(heading).toBeFocused();
    expect(await scrollY(page)).toBe(0);
  }
  await expectNoAxeViolations(page);
});

test('back and forward return to where the reader was', async ({ page }) => {
  await page.goto('/home');
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const projectLink = page.getByRole('main').getByRole('link', { name: 'Citește noutățile proiectului' });
  await projectLink.scrollIntoViewIfNeeded();
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(300);
  await projectLink.tap();
  await expect(heading).toHaveText('Erasmus+ „Colourful Numbers”');
  expect(await scrollY(page)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 500));
  await expect.poll(() => scrollY(page)).toBe(500);

  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => scrollY(page)).toBe(before);
  await expect(heading).toBeFocused();
  await page.goForward();
  await expect(page).toHaveURL(/\/projects\/erasmus-colourful-numbers$/);
  await expect.poll(() => scrollY(page)).toBe(500);
});

test('in-page anchors still work: the skip link and back to top', async ({ page }) => {
  await page.goto('/inscrierea');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Sari la conținutul principal' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.getByRole('link', { name: 'Înapoi sus' }).tap();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page).toHaveURL(/\/inscrierea#top$/);
});

for (const width of [320, 390]) {
  test(`no public page scrolls sideways at ${width} px, the open menu included`, async ({ page }) => {
    // Some thirty pages in one test: 46-66 s on a loaded machine, past the default 60 s.
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 740 });
    const overflowing: string[] = [];
    for (const path of [...publicRoutes.map((route) => route.path), '/login', '/register', '/404']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('navigation', { name: 'Meniu principal' }).getByRole('button', { name: 'Meniu' }).tap();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) overflowing.push(`${path}: ${overflow} px`);
    }
    expect(overflowing).toEqual([]);
  });
}

test('the phone menu closes after tapping the page already shown', async ({ page }) => {
  await page.goto('/contact');
  const nav = page.getByRole('navigation', { name: 'Meniu principal' });
  const menu = nav.getByRole('button', { name: 'Meniu' });
  await menu.tap();
  await nav.getByRole('button', { name: 'Despre', exact: true }).tap();
  await nav.getByRole('link', { name: 'Contact', exact: true }).tap();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toBeHidden();
  await expect(page).toHaveURL(/\/contact$/);
});

test('no blank band sits between a page and the footer', async ({ page }) => {
  for (const path of ['/home', '/inscrierea', '/cadre-didactice', '/activitati/saptamana-verde']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Copyright 2024');
    // From the lowest thing a reader sees in the page (text, a picture, a control) to the footer,
    // once the page's lazy parts (a photo group, a document list) have come in.
    await expect.poll(() => page.evaluate(() => {
      const main = document.querySelector('main')!;
      const bottoms: number[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        bottoms.push(range.getBoundingClientRect().bottom);
      }
      for (const element of main.querySelectorAll('img, button, input, select, textarea')) bottoms.push(element.getBoundingClientRect().bottom);
      return document.querySelector('footer')!.getBoundingClientRect().top - Math.max(...bottoms);
    }), { message: path }).toBeLessThanOrEqual(56);
  }
});
