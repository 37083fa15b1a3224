// Routing: redirects, the 404 and 401 pages, the admin guard, shell switching.
import { ADMIN_PASSWORD } from './support/ports';
import { createUser, expect, expectNoAxeViolations, signIn, test } from './support/fixtures';

test('the empty path goes to /home inside the public shell', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('[data-shell="public"]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  await expect(page.getByRole('navigation', { name: 'Meniu principal' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Autentificare' })).toHaveAttribute('href', '/login');
  await expect(page.getByText('Copyright 2024')).toBeVisible();
  // The page itself comes from the public remote: wait for its heading, not just the shell.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/nu-exista/deloc');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText("Oops! We can't seem to find the page you are looking for.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('an anonymous visitor on an admin route is sent to /login', async ({ page }) => {
  await page.goto('/admin/teachers');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('[data-shell="public"]')).toBeVisible();
});

test('a signed-in USER on an admin route gets the 401 page', async ({ page }) => {
  await createUser(page.request, 'elev.e2e', 'parola-elev-1');
  await signIn(page.request, 'elev.e2e', 'parola-elev-1');
  await page.goto('/admin/teachers');
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByRole('heading', { name: '401' })).toBeVisible();
  await expect(page.getByText('Unathorized! Access to this resource is denied.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  await expect(page.getByRole('link', { name: 'Administrare' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an ADMIN gets the admin shell on admin routes and the public shell elsewhere', async ({ page }) => {
  await signIn(page.request, 'admin', ADMIN_PASSWORD);
  await page.goto('/admin/dashboard');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(page.locator('[data-shell="admin"]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  for (const label of ['Home', 'About us', 'Classes', 'Subjects', 'Teachers']) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectNoAxeViolations(page);

  await menu.getByRole('link', { name: 'Teachers' }).click();
  await expect(page).toHaveURL(/\/admin\/teachers$/);
  await expect(menu.getByRole('link', { name: 'Teachers' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/home');
  await expect(page.locator('[data-shell="public"]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');

  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'LogOut' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
