// A signed-in visitor sees who they are and can sign out from the public navbar; /login says who
// is signed in; a new account is confirmed on the login screen; a guard's detour through /login
// ends on the page that was asked for.
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { sendLogin, signInFromLogin } from '../support/loginScreen';
import { ADMIN_PASSWORD } from '../support/ports';

const stamp = () => Date.now().toString(36);

test('after Sign Up the login screen confirms the account; signed in, the navbar shows who and signs out', async ({ page }) => {
  const username = `parinte.${stamp()}`;
  const password = `Trandafir-${stamp()}-galben`;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Ioana');
  await page.getByLabel('Last name').fill('Mureșan');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account was created.' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await expectNoAxeViolations(page);

  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const nav = page.getByRole('navigation', { name: 'Meniu principal' });
  await expect(nav).toContainText('Conectat ca Ioana Mureșan');
  await expect(page.getByRole('link', { name: 'Autentificare' })).toHaveCount(0);

  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main).toContainText('You are signed in as Ioana Mureșan.');
  await expect(main.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(main.getByLabel('Password')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await nav.getByRole('button', { name: 'Deconectare' }).click();
  await expect(nav).not.toContainText('Conectat ca');
  await expect(page.getByRole('link', { name: 'Autentificare' })).toBeVisible();
  await expect(main.getByLabel('Password')).toBeVisible();
  expect((await page.request.get('/api/user/me')).status()).toBe(401);
});

test('/login offers to sign out the one signed in', async ({ page }) => {
  await signInFromLogin(page, 'admin', ADMIN_PASSWORD);
  await page.goto('/login');
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('main').getByLabel('Username')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Autentificare' })).toBeVisible();
  expect((await page.request.get('/api/user/me')).status()).toBe(401);
});

test('a guard detour through /login returns to the page asked for; a plain sign-in goes to /home', async ({ page }) => {
  await page.goto('/admin/classes');
  await expect(page).toHaveURL(/\/login$/);
  await sendLogin(page, 'admin', ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/classes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Classes' })).toBeVisible();

  await page.getByRole('button', { name: 'LogOut' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await sendLogin(page, 'admin', ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
});
