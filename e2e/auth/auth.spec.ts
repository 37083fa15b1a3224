// Sign-in and registration on the composed site against the real API.
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { ADMIN_PASSWORD } from '../support/ports';

test('register, then sign in as that USER, who is refused the admin area (/401)', async ({ page }) => {
  const username = `elev.${Date.now().toString(36)}`;
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'New account avatar' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Messages only after a submit attempt.
  await expect(page.getByText('An valid first name is required.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  for (const text of [
    'An valid first name is required.',
    'An valid name is required.',
    'An valid username is required.',
    'Password is required.',
  ]) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await page.getByLabel('First name').fill('Ioana');
  await page.getByLabel('Last name').fill('Marin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('parola-sigura-1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The same username again is refused with the spec's text.
  await page.getByRole('link', { name: 'Create New Account!' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('First name').fill('Ioana');
  await page.getByLabel('Last name').fill('Marin');
  await page.getByLabel('Username').fill(username.toUpperCase());
  await page.getByLabel('Password').fill('parola-sigura-1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Username is already exist' })).toBeVisible();
  await page.getByRole('link', { name: 'I have Account!' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('parola-sigura-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByText('Unathorized! Access to this resource is denied.')).toBeVisible();
});

test('register refuses a common password, saying so under the Password field', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Ioana');
  await page.getByLabel('Last name').fill('Marin');
  await page.getByLabel('Username').fill(`elev.${Date.now().toString(36)}`);
  await page.getByLabel('Password').fill('Password123');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const password = page.getByLabel('Password');
  await expect(password).toHaveAccessibleDescription('This password is on a list of common passwords that attackers try first. Choose another.');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/register$/);
  await expectNoAxeViolations(page);

  await password.fill('fluturi pe lacul verde');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('login: messages after a submit attempt, a refused password, and the ADMIN reaching the dashboard', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByText('An valid username is required.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('An valid username is required.')).toBeVisible();
  await expect(page.getByText('Password is required.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Username or password is incorrect.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('too many failed sign-ins answer "Too many attempts. Try again later."', async ({ page }) => {
  const username = `nimeni.${Date.now().toString(36)}`;
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('wrong-password');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Username or password is incorrect.' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many attempts. Try again later.' })).toBeVisible();
});
