// Helpers for the admin screens' end-to-end tests.
import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { ADMIN_PASSWORD } from '../support/ports';

/** Signs in as the ADMIN through the login screen, as a person would. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Goes to an admin screen through the admin shell's menu once signed in. */
export async function openAdmin(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** The page's green or red banner (outside any dialog). */
export const successBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'Successful!' });
export const errorBanner = (page: Page) => page.getByRole('alert').filter({ hasText: 'Error!' });

/** Narrows the table to rows matching `text`. */
export async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
}
