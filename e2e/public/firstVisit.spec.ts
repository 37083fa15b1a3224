// What an anonymous visitor's browser sees on arrival: no error in the console (no 401 from a
// session check nobody asked for), and a skip link that stands out from the navbar when focused.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

test('an anonymous visit logs no error in the console', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of ['/home', '/contact', '/cadre-didactice', '/login', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});

/** WCAG contrast ratio of two CSS colours as getComputedStyle gives them (rgb/rgba, opaque). */
function contrastIn(page: Page, selector: string, behindSelector: string) {
  return page.evaluate(
    ([own, behind]) => {
      const luminance = (css: string) => {
        const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
          const c = Number(part) / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const ratio = (a: string, b: string) => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (hi! + 0.05) / (lo! + 0.05);
      };
      const link = getComputedStyle(document.querySelector(own!)!);
      const backdrop = getComputedStyle(document.querySelector(behind!)!).backgroundColor;
      const box = document.querySelector(own!)!.getBoundingClientRect();
      return {
        background: ratio(link.backgroundColor, backdrop),
        outline: ratio(link.outlineColor, backdrop),
        onScreen: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight,
      };
    },
    [selector, behindSelector],
  );
}

test('the skip link stands out from the navbar when focused', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Sari la conținutul principal' })).toBeFocused();
  const seen = await contrastIn(page, 'a[href="#main"]', 'nav[aria-label="Meniu principal"]');
  expect(seen.onScreen).toBe(true);
  expect(seen.background).toBeGreaterThanOrEqual(3);
  expect(seen.outline).toBeGreaterThanOrEqual(3);
});
