// A MANAGER's two-minute task on a phone: replace a document's file. The document keeps its title
// and its place on the public list, and the visitor's link, even the one on a page loaded before
// the change (a cached list, a bookmark), now serves the new file.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { xsrfHeader } from '../support/apiRequests';
import { adminRequest, createManager, pdf, phone, search, signInAs, successBanner, type Credentials } from './support';

test.use(phone);

const TITLE = 'Statutul elevului';
let manager: Credentials;
let admin: APIRequestContext;
let original: Record<string, unknown> & { id: number; file: { id: number } | null };

test.beforeAll(async ({ baseURL }) => {
  manager = await createManager(baseURL);
  admin = await adminRequest(baseURL);
  const list = await (await admin.get('/api/content/documents?category=regulations&status=ALL&pageSize=100')).json();
  original = (list.items as (typeof original & { title: string })[]).find((doc) => doc.title === TITLE)!;
  expect(original, `the seed has "${TITLE}"`).toBeTruthy();
});

// The public specs count this page's documents: the seed's file goes back.
test.afterAll(async () => {
  const { id, title, file, url, category, schoolYear, publishedOn, validUntil, status, publishAt } = original;
  const data = { title, file: file && { id: file.id }, url, category, schoolYear, publishedOn, validUntil, status, publishAt };
  const response = await admin.put(`/api/content/documents/${id}`, { headers: await xsrfHeader(admin), data });
  expect(response.status(), await response.text()).toBe(200);
  await admin.dispose();
});

/** The titles of the documents listed on /documente, in order. */
const listed = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('listitem').getByRole('link').allTextContents();

test('a MANAGER replaces a document\'s file; its title and place stay, and the public link serves the new file', async ({ page, browser, baseURL }) => {
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto('/documente');
  const linkBefore = visitor.getByRole('main').getByRole('link', { name: new RegExp(`^${TITLE}`) });
  await expect(linkBefore).toBeVisible();
  const hrefBefore = (await linkBefore.getAttribute('href'))!;
  const before = await listed(visitor);

  await signInAs(page, manager);
  await page.goto('/admin/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'All Documents' })).toBeVisible();
  await search(page, 'Search documents', TITLE);
  await page.getByRole('button', { name: `Edit ${TITLE}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Edit document: ${TITLE}` })).toBeVisible();

  const marker = `statut-${Date.now().toString(36)}`;
  const file = pdf(`${marker}.pdf`, marker);
  // Chosen is uploaded: there is no Upload button to forget before publishing.
  await page.getByLabel('Replace the file').setInputFiles(file);
  await expect(page.getByText('Uploaded.', { exact: true })).toBeVisible();
  await expect(page.getByText(`Current file: ${file.name}`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(TITLE);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(successBanner(page)).toContainText('Changes saved.');
  await search(page, 'Search documents', TITLE);
  await expect(page.getByRole('button', { name: `Edit ${TITLE}`, exact: true })).toBeVisible();

  await visitor.reload();
  const link = visitor.getByRole('main').getByRole('link', { name: new RegExp(`^${TITLE}`) });
  await expect(link).toBeVisible();
  expect(await listed(visitor)).toEqual(before);
  expect(await link.getAttribute('href')).toBe(hrefBefore);
  const answer = await visitor.request.get(hrefBefore);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  expect((await answer.body()).toString('latin1')).toContain(marker);
  await visitor.close();
});
