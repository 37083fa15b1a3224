// The host's public navbar, seen from the public pages: on a phone the groups collapse behind a
// button and each opens its own links, the same disclosures as on a desktop (the same markup at
// every width, which a pre-rendered page keeps), and every link is reachable by keyboard; on a
// desktop the dropdowns keep their disclosure keyboard behaviour.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { navGroups } from '../../host/src/shells/navItems';

const GROUPS = ['Despre', 'Anunțuri', 'Activități', 'Proiecte', 'Personal', 'Documente'];

/** Opens `path` on a desktop's screen; answers its main menu. */
async function desktopMenu(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(path);
  return page.getByRole('navigation', { name: 'Meniu principal' });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the menu button shows the groups, each opening its links, and every link is reachable by keyboard', async ({ page }) => {
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Meniu principal' });
    const menu = nav.getByRole('button', { name: 'Meniu' });
    await expect(menu).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Istoric' })).toBeHidden();

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // A short list of the groups, all closed: the menu fits the first screen.
    for (const label of GROUPS) await expect(nav.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-expanded', 'false');
    // Tab reaches each group; Enter opens it and Tab walks through its links, in order.
    for (const group of navGroups) {
      await page.keyboard.press('Tab');
      const button = nav.getByRole('button', { name: group.label, exact: true });
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      for (const link of group.links) {
        await page.keyboard.press('Tab');
        await expect(nav.locator(`#meniu-${group.id}`).getByRole('link', { name: link.label })).toBeFocused();
      }
      // Escape closes the group back onto its button.
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });

  test('three taps, the menu button, a group and a link, reach a page, which is then marked current', async ({ page }) => {
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Meniu principal' });
    await nav.getByRole('button', { name: 'Meniu' }).tap();
    await nav.getByRole('button', { name: 'Activități', exact: true }).tap();
    await nav.getByRole('link', { name: 'Săptămâna Verde' }).tap();
    await expect(page).toHaveURL(/\/activitati\/saptamana-verde$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Săptămâna Verde');
    await nav.getByRole('button', { name: 'Meniu' }).tap();
    await nav.getByRole('button', { name: 'Activități', exact: true }).tap();
    await expect(nav.getByRole('link', { name: 'Săptămâna Verde' })).toHaveAttribute('aria-current', 'page');
    // Nothing on the page is wider than the phone, the open menu included.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('on a desktop, every dropdown opens with the keyboard and leads to its pages', async ({ page }) => {
  const nav = await desktopMenu(page, '/home');
  await expect(nav.getByRole('button', { name: 'Meniu' })).toBeHidden();
  for (const label of GROUPS) {
    const button = nav.getByRole('button', { name: label, exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  }
  await nav.getByRole('button', { name: 'Personal', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cadre-didactice$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cadre didactice');
});

test('Despre leads to the management team page', async ({ page }) => {
  const nav = await desktopMenu(page, '/home');
  await nav.getByRole('button', { name: 'Despre', exact: true }).click();
  await nav.getByRole('link', { name: 'Echipa managerială' }).click();
  await expect(page).toHaveURL(/\/echipa-manageriala$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Echipa managerială');
});

test('Proiect Erasmus+ opens its document in a new tab and is never marked current', async ({ page }) => {
  const nav = await desktopMenu(page, '/projects/erasmus-colourful-numbers');
  await nav.getByRole('button', { name: 'Proiecte', exact: true }).click();
  const document = nav.getByRole('link', { name: 'Proiect Erasmus+ (se deschide într-o filă nouă)' });
  await expect(document).toHaveAttribute('href', '/documents/proiect-erasmus-plus.pdf');
  await expect(document).toHaveAttribute('target', '_blank');
  await expect(document).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(document).not.toHaveAttribute('aria-current', /.*/);
  await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
  const response = await page.request.get('/documents/proiect-erasmus-plus.pdf');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
