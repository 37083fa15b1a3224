// A MANAGER sees what needs attention on the composed site with the real API: entering the admin
// area leads to the "Needs attention" screen (the dashboard stays the ADMIN's), and an entry opens
// the item's own editor. Found by visible labels and roles only.
import { request as newRequest, type APIRequestContext } from '@playwright/test';
import { ADMIN, createUser, expect, expectNoAxeViolations, signIn, test } from '../support/fixtures';
import { xsrfHeader } from '../support/apiRequests';
import { ADMIN_PASSWORD } from '../support/ports';

const stamp = Date.now().toString(36);
const manager = { username: `attention.${stamp}`, password: 'Manager-e2e-Passw0rd' };
const draftTitle = `Concursul de primăvară ${stamp}`;

/** Makes the new account a MANAGER, as the ADMIN, through /api/users. */
async function makeManager(admin: APIRequestContext) {
  await signIn(admin, ADMIN.username, ADMIN_PASSWORD);
  const found = (await (await admin.get(`/api/users?q=${manager.username}`)).json()) as { items: { id: number }[] };
  const changed = await admin.put(`/api/users/${found.items[0]!.id}`, { headers: await xsrfHeader(admin), data: { role: 'MANAGER' } });
  expect(changed.status(), await changed.text()).toBe(200);
}

test.beforeAll(async ({ baseURL }) => {
  const admin = await newRequest.newContext({ baseURL });
  await createUser(admin, manager.username, manager.password);
  await makeManager(admin);
  await admin.dispose();
  // A draft waiting to be published: an entry of the list.
  const editor = await newRequest.newContext({ baseURL });
  await signIn(editor, manager.username, manager.password);
  const saved = await editor.post('/api/content/news', { headers: await xsrfHeader(editor), data: { title: draftTitle, place: 'Sala de sport', date: '2026-10-05', body: '<p>Înscrieri.</p>' } });
  expect(saved.status(), await saved.text()).toBe(201);
  await editor.dispose();
});

test('a MANAGER enters the admin area on Needs attention and opens an entry’s editor from it', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill(manager.username);
  await page.getByLabel('Password').fill(manager.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole('link', { name: 'Administrare' }).click();
  await expect(page).toHaveURL(/\/admin\/needs-attention$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Needs attention' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Needs attention' })).toHaveAttribute('aria-current', 'page');
  const entry = page.getByRole('link', { name: `Draft news post “${draftTitle}” is waiting to be published.` });
  await expect(entry).toBeVisible();
  await expectNoAxeViolations(page);

  await entry.click();
  await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
  const editor = page.getByRole('region', { name: `Edit news post: ${draftTitle}` });
  await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue(draftTitle);
  await editor.getByRole('button', { name: 'Back to all news' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);

  // The dashboard stays the ADMIN's.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/401$/);
});
