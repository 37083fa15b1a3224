// A parent on a phone uses a pre-rendered page before the host has taken it over (the scripts
// start at the first tap and may take seconds on a slow phone): what was tapped has its effect
// once, where it was tapped, and the page does not change under the visitor's finger.
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { removeSnapshots, render } from './support';

const GALLERY_PAGE = '/activitati/saptamana-verde';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeAll(async () => {
  removeSnapshots();
  expect((await render(['/home', GALLERY_PAGE])).failed).toEqual([]);
});

test.afterAll(() => removeSnapshots());

/** React has taken the page over once the container holds its root. */
const takenOver = (page: Page) => page.waitForFunction(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')));

/** Holds the host's scripts back until `release` is called: "while the scripts are on their way". */
async function holdHostScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/main\.js(\?|$)/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    requested: () => expect.poll(() => held.length).toBeGreaterThan(0),
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

const viewer = (page: Page) => page.getByRole('dialog', { name: /foto 1 din/ });
const firstPhoto = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Mărește fotografia/ }).first();

test('a photo tapped as the first gesture, before the host runs, opens the viewer once it has taken over', async ({ page }) => {
  await page.goto(GALLERY_PAGE);
  await firstPhoto(page).tap();
  await takenOver(page);
  await expect(viewer(page)).toBeVisible();
});

test('a photo tapped while the scripts are on their way (the first gesture a scroll) opens the viewer', async ({ page }) => {
  const scripts = await holdHostScripts(page);
  await page.goto(GALLERY_PAGE);
  await page.mouse.wheel(0, 200);
  await scripts.requested();
  await firstPhoto(page).tap();
  await scripts.release();
  await takenOver(page);
  await expect(viewer(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

/** The open phone menu as drawn: its height, and every visible control's box and name. */
function phoneMenuDrawing(page: Page) {
  return page.evaluate(() => {
    const list = document.getElementById('meniu-principal')!;
    const visible = [...list.querySelectorAll('a, button')].filter((element) => (element as HTMLElement).offsetParent !== null);
    return {
      height: Math.round(list.getBoundingClientRect().height),
      controls: visible.map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return `${element.tagName} ${element.textContent?.trim()} ${Math.round(x)},${Math.round(y)} ${Math.round(width)}x${Math.round(height)}`;
      }),
    };
  });
}

test('Meniu and Despre opened before the take-over stay open after it, drawn the same, never blanking', async ({ page }) => {
  const scripts = await holdHostScripts(page);
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: 'Meniu principal' });
  await nav.getByRole('button', { name: 'Meniu' }).tap();
  await nav.getByRole('button', { name: 'Despre', exact: true }).tap();
  await expect(nav.getByRole('link', { name: 'Istoric' })).toBeVisible();
  const before = await phoneMenuDrawing(page);
  // Every frame from now on: was the menu list drawn?
  await page.evaluate(() => {
    const frames: string[] = [];
    (window as unknown as { __menuFrames: string[] }).__menuFrames = frames;
    const sample = () => {
      frames.push(getComputedStyle(document.getElementById('meniu-principal')!).display);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await scripts.release();
  await takenOver(page);
  await expect(nav.getByRole('button', { name: 'Meniu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('button', { name: 'Despre', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await page.waitForLoadState('networkidle');
  expect(await phoneMenuDrawing(page)).toEqual(before);
  const frames = await page.evaluate(() => (window as unknown as { __menuFrames: string[] }).__menuFrames);
  expect(frames.filter((display) => display === 'none')).toEqual([]);
});

test('Back with the photo viewer open closes the viewer and stays on the page, where the reader was', async ({ page }) => {
  await page.goto('/home');
  await page.goto(GALLERY_PAGE);
  // A key starts the host; the reader then scrolls to the photos.
  await page.keyboard.press('Shift');
  await takenOver(page);
  await firstPhoto(page).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => Math.round(window.scrollY));
  await firstPhoto(page).tap();
  await expect(viewer(page)).toBeVisible();
  await page.goBack();
  await expect(viewer(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${GALLERY_PAGE}$`));
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);
  await expect(firstPhoto(page)).toBeFocused();
});
