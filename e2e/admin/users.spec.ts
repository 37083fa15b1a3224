// Users, roles, the audit log and the account page on the composed site with the real API: an
// ADMIN makes a user a MANAGER and the audit log shows it; a MANAGER is refused the ADMIN's
// screens; a user changes their own password on /cont. axe on each new screen with its dialogs.
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, createUser, expect, expectNoAxeViolations, signIn, test } from '../support/fixtures';
import { xsrfHeader } from '../support/apiRequests';
import { ADMIN_PASSWORD } from '../support/ports';
import { openAdmin, openCheckedAsAdmin, search, signInAsAdmin, successBanner } from './support';

/** A fresh username per run: the database outlives one test. */
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

/** Makes `username` a MANAGER through the API, as an ADMIN. */
async function makeManager(request: APIRequestContext, username: string) {
  await signIn(request, ADMIN.username, ADMIN_PASSWORD);
  const found = await (await request.get(`/api/users?q=${username}`)).json();
  const response = await request.put(`/api/users/${found.items[0].id}`, { headers: await xsrfHeader(request), data: { role: 'MANAGER' } });
  expect(response.status(), await response.text()).toBe(200);
}

async function signInOnPage(page: import('@playwright/test').Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test('an ADMIN makes a user a MANAGER, and the audit log shows who did it', async ({ page, request }) => {
  const username = fresh('viitor.manager.');
  await createUser(request, username, 'o parolă bună 1');
  await openCheckedAsAdmin(page, '/admin/users', 'All Users');
  await search(page, 'Search users', username);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Change role of ${username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change role of ${username}` });
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Role', { exact: true }).selectOption('MANAGER');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(successBanner(page)).toContainText('User updated.');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('MANAGER');

  await page.getByRole('button', { name: `Disable ${username}` }).click();
  await expect(page.getByRole('dialog', { name: 'Confirmation' })).toContainText(`Are you sure to disable ${username}?`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const newest = page.getByRole('table').getByRole('row').nth(1);
  await expect(newest).toContainText(`User: ${username}`);
  await expect(newest).toContainText('role: USER → MANAGER');
  await expect(newest).toContainText(ADMIN.username);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/cont$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contul meu' })).toBeVisible();
});

test('the last ADMIN cannot demote themselves: the refusal shows as Error!', async ({ page }) => {
  await signInAsAdmin(page);
  await openAdmin(page, '/admin/users', 'All Users');
  await search(page, 'Search users', ADMIN.username);
  await page.getByRole('button', { name: `Change role of ${ADMIN.username}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Change role of ${ADMIN.username}` });
  await dialog.getByLabel('Role', { exact: true }).selectOption('USER');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Error!');
  await expect(dialog.getByRole('alert')).toContainText('The last enabled ADMIN cannot be demoted or disabled.');
});

test('a MANAGER is refused the ADMIN screens (/401) and is shown none of their menu', async ({ page, request }) => {
  const username = fresh('manager.');
  await createUser(request, username, 'o parolă bună 2');
  await makeManager(request, username);
  await signInOnPage(page, username, 'o parolă bună 2');
  for (const path of ['/admin/teachers', '/admin/users', '/admin/audit-log']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/401$/);
  }
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
  for (const name of ['Teachers', 'Subjects', 'Classes', 'Users', 'Audit log']) await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
});

test('a user changes their own password on /cont, reached from the navbar', async ({ page, request }) => {
  const username = fresh('parinte.');
  await createUser(request, username, 'parola veche 123');
  await signInOnPage(page, username, 'parola veche 123');
  await page.getByRole('link', { name: 'Contul meu' }).click();
  await expect(page).toHaveURL(/\/cont$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contul meu' })).toBeVisible();
  await page.getByRole('button', { name: 'Schimbă parola' }).click();
  await expect(page.getByText('Parola actuală este obligatorie.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Parola actuală').fill('parola veche 123');
  await page.getByLabel('Parola nouă').fill('o parolă nouă și lungă');
  await page.getByRole('button', { name: 'Schimbă parola' }).click();
  await expect(page.getByText('Parola a fost schimbată. Celelalte sesiuni au fost închise.')).toBeVisible();
  await page.getByRole('button', { name: 'Deconectare din toate celelalte sesiuni' }).click();
  await expect(page.getByText('Nu mai era deschisă nicio altă sesiune.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Deconectare', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInOnPage(page, username, 'o parolă nouă și lungă');
});
