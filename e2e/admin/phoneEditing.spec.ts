// A teacher running the site from a 390 px phone: a refused Publish now shows what to correct, the
// page editor fits a phone (sections folded, one sticky toolbar, the save bar in reach), a table
// edited there looks on the site as it did, and every button is a finger's target.
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { errorBanner, openAdmin, phone, search, signInAs, signInAsAdmin, successBanner, withPublicPageEdit } from './support';

test.use(phone);

const FINGER = 44;

const t = withPublicPageEdit('inscrierea');

async function expectFingerSized(button: Locator) {
  const box = (await button.boundingBox())!;
  const name = (await button.getAttribute('aria-label')) ?? (await button.textContent());
  expect(box.width, `${name}: width`).toBeGreaterThanOrEqual(FINGER);
  expect(box.height, `${name}: height`).toBeGreaterThanOrEqual(FINGER);
}

/** The room between two buttons side by side; a positive number when one is on a line below the other. */
async function spaceBetween(first: Locator, second: Locator) {
  const [a, b] = [(await first.boundingBox())!, (await second.boundingBox())!];
  return b.y >= a.y + a.height ? b.y - (a.y + a.height) : b.x - (a.x + a.width);
}

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

async function openPageEditor(page: Page) {
  await signInAs(page, t.edit.manager);
  await page.goto('/admin/pages');
  await search(page, 'Search pages', 'inscrierea');
  await page.getByRole('button', { name: `Edit ${t.edit.original.title}` }).click();
  await expect(page.getByRole('heading', { name: `Edit page: ${t.edit.original.title}` })).toBeVisible();
}

test('a refused Publish now puts the focus on the empty title, in view, with the banner', async ({ page }) => {
  await signInAs(page, t.edit.manager);
  await page.goto('/admin/news');
  await page.getByRole('button', { name: 'Add news post' }).click();
  const publish = page.getByRole('button', { name: 'Publish now' });
  await publish.click();
  await expect(errorBanner(page)).toContainText('Please correct the highlighted fields');
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  await expectNoAxeViolations(page);
});

test('the page editor fits a phone: folded sections, one sticky toolbar, the save bar in reach, questions before Remove', async ({ page }) => {
  await openPageEditor(page);
  const sections = page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: /^Section \d+: / });
  await expect(sections).toHaveCount(t.edit.original.sections.length);
  const folded = await pageHeight(page);
  for (const fold of await sections.all()) await fold.click();
  await expect(page.getByRole('textbox', { name: 'Text' })).toHaveCount(t.edit.original.sections.filter((s) => s.kind === 'richText').length);
  const unfolded = await pageHeight(page);
  test.info().annotations.push({ type: 'page editor height at 390 px', description: `folded ${folded} px, every section open ${unfolded} px` });
  expect(folded).toBeLessThan(3000);
  expect(folded).toBeLessThan(unfolded / 2);

  // The save bar stays in view wherever the editor is scrolled.
  const publish = page.getByRole('button', { name: 'Publish now' });
  await expect(publish).toBeInViewport();
  await page.mouse.wheel(0, 3000);
  await expect(publish).toBeInViewport();

  // One toolbar, the focused section's, kept in view above its text.
  await expect(page.getByRole('toolbar')).toHaveCount(0);
  const calendar = page.getByRole('group', { name: /^Section 2: / });
  await calendar.getByRole('textbox', { name: 'Text' }).click();
  await expect(page.getByRole('toolbar')).toHaveCount(1);
  const toolbar = calendar.getByRole('toolbar', { name: 'Text formatting' });
  expect((await toolbar.boundingBox())!.height).toBeLessThan(2 * FINGER);
  await expectNoAxeViolations(page);

  // Insert where the editor is; Remove asks first.
  await calendar.getByRole('button', { name: 'Insert section below 2' }).click();
  const inserted = page.getByRole('group', { name: 'Section 3: Text' });
  await expect(inserted.getByRole('combobox', { name: 'Kind' })).toBeFocused();
  await inserted.getByRole('button', { name: 'Remove section 3' }).click();
  const question = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(question).toContainText('Remove Section 3: Text?');
  await question.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('group', { name: /^Section \d+: / })).toHaveCount(t.edit.original.sections.length);
});

test('a table edited on a phone looks on the site as it did: its header row and its row heights', async ({ page, browser, baseURL }) => {
  const visitor = await browser.newPage({ baseURL, ...phone });
  const table = () => visitor.getByRole('region', { name: 'Programul secretariatului' }).getByRole('table');
  const looks = async () => {
    await visitor.goto('/inscrierea');
    await expect(table()).toBeVisible();
    return table().evaluate((element: HTMLTableElement) => ({
      headerCells: element.querySelectorAll('thead th').length,
      headerWeight: getComputedStyle(element.querySelector('th')!).fontWeight,
      rowHeights: [...element.rows].map((row) => Math.round(row.getBoundingClientRect().height)),
    }));
  };
  const before = await looks();
  expect(before.headerCells).toBe(2);

  await openPageEditor(page);
  // The secretariat's hours (the enrolment's dates are the calendar's events, no longer a table).
  const hours = page.getByRole('group', { name: 'Section 2: Programul secretariatului' });
  await hours.getByRole('button', { name: 'Section 2: Programul secretariatului' }).click();
  const text = hours.getByRole('textbox', { name: 'Text' });
  for (const cell of ['8:00 – 17:00', '8:00 – 18:00']) {
    await text.getByRole('cell', { name: cell, exact: true }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('6');
  }
  await expect(text.getByRole('cell', { name: '8:00 – 18:06', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(successBanner(page)).toContainText('Changes saved.');

  const after = await looks();
  await expect(table().getByRole('cell', { name: '8:00 – 18:06', exact: true })).toBeVisible();
  expect(after).toEqual(before);
  await visitor.close();
});

test('every button a finger presses is 44 × 44 px at least, with room before a destructive one', async ({ page }) => {
  await signInAsAdmin(page);
  await openAdmin(page, '/admin/subjects', 'All Subjects');
  const edit = page.getByRole('button', { name: /^Edit / }).first();
  const remove = page.getByRole('button', { name: /^Delete / }).first();
  await expectFingerSized(edit);
  await expectFingerSized(remove);
  expect(await spaceBetween(edit, remove)).toBeGreaterThanOrEqual(16);
  const paging = page.getByRole('navigation', { name: 'Pagination' }).getByRole('button');
  for (const button of await paging.all()) await expectFingerSized(button);

  await page.goto('/admin/news');
  await page.getByRole('button', { name: 'Add news post' }).click();
  await page.getByRole('button', { name: 'Add photos' }).click();
  const picker = page.getByRole('dialog', { name: 'Add photos' });
  const select = picker.getByRole('button', { name: /^Select / }).first();
  await expect(select).toBeVisible();
  await expectFingerSized(select);
  await expectNoAxeViolations(page);
  await picker.getByRole('button', { name: /^Select / }).nth(1).click();
  await select.click();
  await picker.getByRole('button', { name: /^Use 2 selected/ }).click();
  const photos = page.getByRole('group', { name: /^Photo \d+: / });
  for (const button of await page.getByRole('button', { name: /^Move (up|down)$/ }).all()) await expectFingerSized(button);
  await expect(photos).toHaveCount(2);
});
