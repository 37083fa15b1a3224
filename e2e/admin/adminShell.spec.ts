// The admin shell on a phone and a desktop: /admin leads to the dashboard, the shell links back
// to the public site, each route has its own title, every row's Edit and Delete are in view on a
// phone without sideways scrolling, and a failed save keeps the focus inside its dialog.
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { addSubject, deleteSubject } from '../support/apiRequests';
import { openAdmin, search, signInAsAdmin } from './support';

const lists = [
  ['/admin/subjects', 'All Subjects'],
  ['/admin/teachers', 'All Teachers'],
  ['/admin/classes', 'All Classes'],
] as const;

test('/admin opens the dashboard, each screen has its own title, and the shell links back to the site', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Admin');
  for (const [path, title] of lists) {
    await openAdmin(page, path, title);
    await expect(page).toHaveTitle(`${title} · Admin`);
  }
  await openAdmin(page, '/admin/about-us', 'About Us');
  await expect(page).toHaveTitle('About Us · Admin');
  await page.getByRole('link', { name: 'View public site' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('[data-shell="public"]')).toBeVisible();
});

for (const width of [320, 390]) {
  test(`at ${width} px every row shows its Edit and Delete without sideways scrolling`, async ({ page }) => {
    await signInAsAdmin(page);
    await page.setViewportSize({ width, height: 800 });
    for (const [path, title] of lists) {
      await openAdmin(page, path, title);
      const edit = page.getByRole('button', { name: /^Edit / });
      const remove = page.getByRole('button', { name: /^Delete / });
      await expect(edit.first()).toBeVisible();
      expect(await edit.count()).toBe(await remove.count());
      for (const button of [...(await edit.all()), ...(await remove.all())]) {
        const box = (await button.boundingBox())!;
        expect(box.x, `${path}: ${await button.getAttribute('aria-label')}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${path}: ${await button.getAttribute('aria-label')}`).toBeLessThanOrEqual(width);
      }
      // Neither the page nor any scrolling area inside it (the table's) is wider than its box.
      const sideways = await page.evaluate(() =>
        [document.documentElement, ...document.querySelectorAll('main *')].some(
          (el) => el.scrollWidth > el.clientWidth && (el === document.documentElement || ['auto', 'scroll'].includes(getComputedStyle(el).overflowX)),
        ),
      );
      expect(sideways, path).toBe(false);
      await expectNoAxeViolations(page);
    }
  });
}

test('a failed save keeps the focus inside its dialog', async ({ page }) => {
  await signInAsAdmin(page);
  const subject = await addSubject(page.request, `Dans ${Date.now().toString(36)}`);
  await openAdmin(page, '/admin/subjects', 'All Subjects');
  await search(page, 'Search subjects', subject.name);
  await page.getByRole('button', { name: `Edit ${subject.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Subject Details' });
  await dialog.getByLabel('Subject Name').fill(`${subject.name} modern`);
  // Someone else deletes the subject meanwhile: the save answers 404.
  await deleteSubject(page.request, subject.id);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Subject not found.');
  const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
  expect(await focusInDialog()).toBe(true);
  await page.keyboard.press('Tab');
  expect(await focusInDialog()).toBe(true);
});
