// An expired session during a long edit loses nothing in a content editor: a MANAGER writing a
// news post whose session ends presses Save draft, signs in again (on the spot, or after a reload
// through /login), and the post is saved with everything typed, its rich text included.
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { endSession } from '../support/apiRequests';
import { createManager, phone, signInAs, successBanner, type Credentials } from './support';

test.use(phone);

let manager: Credentials;

test.beforeAll(async ({ baseURL }) => {
  manager = await createManager(baseURL, 'writer');
});

/** Writes a post: a title, a place and a body with a bold word and a list. */
async function writePost(page: import('@playwright/test').Page, title: string) {
  await signInAs(page, manager);
  await page.goto('/admin/news');
  await page.getByRole('button', { name: 'Add news post' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Place' }).fill('Biblioteca școlii');
  await page.getByRole('textbox', { name: 'Body' }).click();
  await page.keyboard.type('Elevii au citit ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('poezii');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' de iarnă.');
}

/** The post as the API stored it, read with the page's session. */
async function storedPost(page: import('@playwright/test').Page, title: string) {
  const { items } = await (await page.request.get('/api/content/news?status=ALL&pageSize=100')).json();
  return (items as { title: string; place: string; body: string; status: string }[]).find((post) => post.title === title);
}

test('signing in again on the spot lets the same Save draft keep everything typed', async ({ page }) => {
  const title = `Seară de lectură ${Date.now().toString(36)}`;
  await writePost(page, title);
  await endSession(page.request);
  await page.getByRole('button', { name: 'Save draft' }).click();

  const signInAgain = page.getByRole('dialog', { name: 'Session expired' });
  await expect(signInAgain).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your session has expired.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expectNoAxeViolations(page);
  await signInAgain.getByLabel('Password').fill(manager.password);
  await signInAgain.getByRole('button', { name: 'Sign In' }).click();
  await expect(signInAgain).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Body' })).toContainText('Elevii au citit poezii de iarnă.');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(successBanner(page)).toContainText('Draft saved.');
  const post = await storedPost(page, title);
  expect(post).toMatchObject({ place: 'Biblioteca școlii', status: 'DRAFT', body: '<p>Elevii au citit <strong>poezii</strong> de iarnă.</p>' });
});

test('after a reload through /login the editor comes back with what was typed, and Save draft keeps it', async ({ page }) => {
  const title = `Club de șah ${Date.now().toString(36)}`;
  await writePost(page, title);
  await endSession(page.request);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('dialog', { name: 'Session expired' })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill(manager.username);
  await page.getByLabel('Password').fill(manager.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/new$/);
  await expect(page.getByRole('heading', { name: 'Add news post' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Body' })).toContainText('Elevii au citit poezii de iarnă.');
  await expect(page.getByRole('status').filter({ hasText: 'What you typed before signing in again is back.' })).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(successBanner(page)).toContainText('Draft saved.');
  const post = await storedPost(page, title);
  expect(post).toMatchObject({ place: 'Biblioteca școlii', body: '<p>Elevii au citit <strong>poezii</strong> de iarnă.</p>' });
});
