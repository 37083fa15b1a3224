// axe-core on every content screen of the admin, on the composed site with the real API: each
// list, and each of its dialogs open (delete confirmation, details, preview, revisions, unsaved
// changes, the media picker), plus the trash, the messages, a user's new password and the audit log.
import { request as newRequest, type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { xsrfHeader } from '../support/apiRequests';
import { adminRequest, openAdmin, openCheckedAsAdmin, search, signInAsAdmin } from './support';

const stamp = Date.now().toString(36);
const trashed = `Anunț șters ${stamp}`;

test.beforeAll(async ({ baseURL }) => {
  const admin = await adminRequest(baseURL);
  const post = await admin.post('/api/content/news', { headers: await xsrfHeader(admin), data: { title: trashed, date: '2026-11-02', status: 'DRAFT' } });
  expect(post.status(), await post.text()).toBe(201);
  await admin.delete(`/api/content/news/${(await post.json()).id}`, { headers: await xsrfHeader(admin) });
  await admin.dispose();
  const visitor = await newRequest.newContext({ baseURL });
  const message = await visitor.post('/api/messages', {
    headers: await xsrfHeader(visitor),
    data: { kind: 'ACCESSIBILITY_FEEDBACK', name: 'Maria Ionescu', email: 'maria@example.com', feedback: `Butoanele sunt prea mici ${stamp}.` },
  });
  expect(message.status(), await message.text()).toBe(201);
  await visitor.dispose();
});

/** Opens a dialog with `open`, runs axe over the page with it, then closes it with Escape. */
async function withDialog(page: Page, name: string, open: () => Promise<void>, axe: Parameters<typeof expectNoAxeViolations>[1] = {}) {
  await open();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expectNoAxeViolations(page, axe);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name })).toHaveCount(0);
}

const firstRow = (page: Page, action: string) => page.getByRole('button', { name: new RegExp(`^${action} `) }).first();

test('news, documents and galleries: the lists, the delete confirmation and the editors', async ({ page }) => {
  await signInAsAdmin(page);
  for (const [path, title, add] of [
    ['/admin/news', 'All News', 'Add news post'],
    ['/admin/documents', 'All Documents', 'Add document'],
    ['/admin/galleries', 'All Galleries', 'Add gallery'],
  ] as const) {
    await openAdmin(page, path, title);
    await expect(firstRow(page, 'Edit')).toBeVisible();
    await expectNoAxeViolations(page);
    await withDialog(page, 'Confirmation', () => firstRow(page, 'Delete').click());
    await page.getByRole('button', { name: add }).click();
    await expect(page.getByRole('heading', { level: 2, name: add })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  // The last editor open is the new gallery's.
  await withDialog(page, 'Add photos', () => page.getByRole('button', { name: 'Add photos' }).click());
  await withDialog(page, 'Preview', () => page.getByRole('button', { name: 'Preview' }).click(), { outsideFrames: true });
});

test('the news editor: its preview, and the question before leaving unsaved changes', async ({ page }) => {
  await signInAsAdmin(page);
  await openAdmin(page, '/admin/news', 'All News');
  await page.getByRole('button', { name: 'Add news post' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(`Vizită la muzeu ${stamp}`);
  await expect(page.getByRole('textbox', { name: 'Body' })).toBeVisible();
  // The preview is a sandboxed frame of the public page (the public specs run axe on those).
  await withDialog(page, 'Preview', () => page.getByRole('button', { name: 'Preview' }).click(), { outsideFrames: true });
  await withDialog(page, 'Unsaved changes', () => page.getByRole('button', { name: 'Back to all news' }).click());
});

test('pages: the list, a page with its sections, its preview and its revisions', async ({ page }) => {
  await openCheckedAsAdmin(page, '/admin/pages', 'All Pages');
  await search(page, 'Search pages', 'inscrierea');
  await page.getByRole('button', { name: 'Edit Înscrierea în clasa pregătitoare' }).click();
  await expect(page.getByRole('textbox', { name: 'Text' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await withDialog(page, 'Preview', () => page.getByRole('button', { name: 'Preview' }).click(), { outsideFrames: true });
  await withDialog(page, 'Revisions', () => page.getByRole('button', { name: 'Revisions' }).click());
});

test('the media library with its details and delete dialogs', async ({ page }) => {
  await signInAsAdmin(page);
  await openAdmin(page, '/admin/media', 'Media library');
  await expect(firstRow(page, 'Edit')).toBeVisible();
  await expectNoAxeViolations(page);
  await withDialog(page, 'Media Details', () => firstRow(page, 'Edit').click());
  await withDialog(page, 'Confirmation', () => firstRow(page, 'Delete').click());
});

test('messages, trash, a new password for a user, and the audit log', async ({ page }) => {
  await signInAsAdmin(page);
  await openAdmin(page, '/admin/messages', 'Messages');
  await expect(page.getByRole('main')).toContainText('Maria Ionescu');
  await expectNoAxeViolations(page);
  await withDialog(page, 'Message Details', () => firstRow(page, 'View').click());

  await openAdmin(page, '/admin/trash', 'Trash');
  await expect(page.getByRole('button', { name: `Restore ${trashed}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await withDialog(page, 'Confirmation', () => page.getByRole('button', { name: `Delete for good ${trashed}` }).click());

  await openAdmin(page, '/admin/users', 'All Users');
  await withDialog(page, 'Set password of admin', () => page.getByRole('button', { name: 'Set password of admin', exact: true }).click());
  await openAdmin(page, '/admin/audit-log', 'Audit log');
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);
});
