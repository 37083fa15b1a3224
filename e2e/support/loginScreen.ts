// Signing in on the login screen, as a person would. Only Playwright's own imports: the deployment
// smoke tests (e2e/deployment, which run without fixtures.ts) use it too.
import { expect, type Page } from '@playwright/test';

/** Fills the login form on screen and sends it. */
export async function sendLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in from /login; the site lands on /home. */
export async function signInFromLogin(page: Page, username: string, password: string) {
  await page.goto('/login');
  await sendLogin(page, username, password);
  await expect(page).toHaveURL(/\/home$/);
}
