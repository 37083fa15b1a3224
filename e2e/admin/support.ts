// Helpers for the admin screens' end-to-end tests: signing in (the ADMIN, or a fresh MANAGER made
// by the ADMIN), the banners, files to upload, and putting seed content back after a test changed it.
import { request as newRequest, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createUser, expect, expectNoAxeViolations, signIn, test } from '../support/fixtures';
import { xsrfHeader } from '../support/apiRequests';
import { sendLogin, signInFromLogin } from '../support/loginScreen';
import { ADMIN_PASSWORD } from '../support/ports';

/** The phone the two-minute tasks are done on. */
export const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** This school year, e.g. '2026-2027' (it starts on 1 September). */
export function currentSchoolYear(today = new Date()) {
  const start = today.getMonth() >= 8 ? today.getFullYear() : today.getFullYear() - 1;
  return `${start}-${start + 1}`;
}

/** Signs in as the ADMIN through the login screen, as a person would. */
export const signInAsAdmin = (page: Page) => signInFromLogin(page, 'admin', ADMIN_PASSWORD);

/** Signs in as the ADMIN and opens an admin screen, which axe finds nothing wrong with. */
export async function openCheckedAsAdmin(page: Page, path: string, title: string) {
  await signInAsAdmin(page);
  await openAdmin(page, path, title);
  await expectNoAxeViolations(page);
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

export interface Credentials {
  username: string;
  password: string;
}

/** A new account that the ADMIN makes a MANAGER through /api/users. */
export async function createManager(baseURL: string | undefined, prefix = 'editor'): Promise<Credentials> {
  const manager = { username: `${prefix}.${Date.now().toString(36)}`, password: 'Manager-e2e-Passw0rd' };
  const admin = await newRequest.newContext({ baseURL });
  await createUser(admin, manager.username, manager.password);
  await signIn(admin, 'admin', ADMIN_PASSWORD);
  const found = await admin.get(`/api/users?q=${encodeURIComponent(manager.username)}`);
  expect(found.status(), await found.text()).toBe(200);
  const { items } = (await found.json()) as { items: { id: number; username: string }[] };
  const user = items.find((item) => item.username === manager.username);
  if (!user) throw new Error(`no user ${manager.username}`);
  const changed = await admin.put(`/api/users/${user.id}`, { headers: await xsrfHeader(admin), data: { role: 'MANAGER' } });
  expect(changed.status(), await changed.text()).toBe(200);
  await admin.dispose();
  return manager;
}

/** Signs in through the login screen with `who`'s username and password. */
export async function signInAs(page: Page, who: Credentials) {
  await page.goto('/login');
  await sendLogin(page, who.username, who.password);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** A photo of noise (so it stays large once compressed): long enough to upload for a progress bar to show. */
export async function photo(name: string, seed: number, width = 1200, height = 900) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 + seed * 104729) % 251;
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A one-page PDF whose bytes carry `marker`, so a download can be told apart from another. */
export function pdf(name: string, marker: string) {
  const text = `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n% ${marker}\ntrailer <</Root 1 0 R>>\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text, 'latin1') };
}

/**
 * Uses the media picker dialog: chooses `files` (uploaded at once, each selected once in), types an
 * alt text for each meanwhile, then uses them all.
 */
export async function uploadInPicker(page: Page, dialogName: string, files: { name: string; mimeType: string; buffer: Buffer }[], alts: string[]) {
  const picker = page.getByRole('dialog', { name: dialogName });
  await picker.getByLabel('Choose images to upload').setInputFiles(files);
  for (const [index, file] of files.entries()) {
    await picker.getByRole('group', { name: new RegExp(`^${escapeRegExp(file.name)}`) }).getByRole('textbox', { name: 'Alt text' }).fill(alts[index]!);
  }
  await expect(picker.getByText('Uploaded.', { exact: true })).toHaveCount(files.length, { timeout: 60_000 });
  await picker.getByRole('button', { name: files.length === 1 ? 'Use selected image' : `Use ${files.length} selected` }).click();
  await expect(picker).toHaveCount(0);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface StoredPage {
  id: number;
  key: string;
  title: string;
  status: string;
  publishAt: string | null;
  sections: { kind: string; title: string; schoolYear: string | null; body: string; documents: { id: number }[]; gallery: { id: number } | null }[];
}

/** A page as the API has it now (read with the editor's own jar). */
async function readPage(request: APIRequestContext, key: string): Promise<StoredPage> {
  const response = await request.get(`/api/content/pages/${key}`);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** Puts a page back as it was read before a test changed it (the public specs count its content). */
async function restorePage(request: APIRequestContext, page: StoredPage) {
  const data = {
    key: page.key,
    title: page.title,
    status: page.status,
    publishAt: page.publishAt,
    sections: page.sections.map((section) => ({
      kind: section.kind,
      title: section.title,
      schoolYear: section.schoolYear,
      body: section.body,
      documents: section.documents.map(({ id }) => ({ id })),
      gallery: section.gallery ? { id: section.gallery.id } : null,
    })),
  };
  const response = await request.put(`/api/content/pages/${page.id}`, { headers: await xsrfHeader(request), data });
  expect(response.status(), await response.text()).toBe(200);
}

/** An API context signed in as the ADMIN, for setting up and putting back. */
export async function adminRequest(baseURL: string | undefined) {
  const admin = await newRequest.newContext({ baseURL });
  await signIn(admin, 'admin', ADMIN_PASSWORD);
  return admin;
}

export interface PublicPageEdit {
  /** The MANAGER who edits the page through the admin. */
  manager: Credentials;
  /** The ADMIN's API client, for setting up and cleaning up. */
  admin: APIRequestContext;
  /** The page as it was before the test. */
  original: StoredPage;
  /** Puts the page back as it was. */
  restore(): Promise<void>;
}

/** Sets up a spec in which a MANAGER edits a public page that the public specs check afterwards. */
async function editPublicPage(baseURL: string | undefined, key: string): Promise<PublicPageEdit> {
  const manager = await createManager(baseURL);
  const admin = await adminRequest(baseURL);
  const original = await readPage(admin, key);
  return {
    manager,
    admin,
    original,
    restore: () => restorePage(admin, original),
  };
}

/**
 * A spec's MANAGER editing public page `key`: made before the spec's tests; after them the page is
 * put back (the public specs check its seed content), `cleanUp` removes what else the spec made.
 */
export function withPublicPageEdit(key: string, cleanUp: (admin: APIRequestContext) => Promise<void> = async () => {}): { edit: PublicPageEdit } {
  const setup = {} as { edit: PublicPageEdit };
  test.beforeAll(async ({ baseURL }) => {
    setup.edit = await editPublicPage(baseURL, key);
  });
  test.afterAll(async () => {
    await setup.edit.restore();
    await cleanUp(setup.edit.admin);
    await setup.edit.admin.dispose();
  });
  return setup;
}

/** Uploads a file to the media library through the API, as `request`'s user. */
export async function uploadMedia(request: APIRequestContext, file: { name: string; mimeType: string; buffer: Buffer }, alt: string): Promise<{ id: number; originalName: string }> {
  const response = await request.post('/api/media', { headers: await xsrfHeader(request), multipart: { alt, file } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** Presses Tab until `target` has the focus: how a keyboard user gets to a control. */
export async function tabTo(page: Page, target: import('@playwright/test').Locator, limit = 80) {
  await target.waitFor();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}
