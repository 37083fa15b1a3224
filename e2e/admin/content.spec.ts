// A MANAGER's two-minute task on a phone, on the composed site with the real API and storage:
// upload two photos (each with its progress bar; alt text required before publishing), publish a
// news post with them, and an anonymous visitor reads it from the public API. Everything on the
// screen is found by its visible label or role.
import { request as newRequest } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createManager, phone, photo, signInAs, type Credentials } from './support';

test.use(phone);

const stamp = Date.now().toString(36);
let manager: Credentials;

test.beforeAll(async ({ baseURL }) => {
  manager = await createManager(baseURL);
});

test('a MANAGER uploads two photos, publishes a news post with them, and a visitor can read it', async ({ page, baseURL }) => {
  await signInAs(page, manager);
  await page.goto('/admin/news');
  await expect(page.getByRole('heading', { level: 1, name: 'All News' })).toBeVisible();

  await page.getByRole('button', { name: 'Add news post' }).click();
  const title = `Serbarea de iarnă ${stamp}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Place' }).fill('Sala de sport');

  await page.getByRole('button', { name: 'Add photos' }).click();
  const picker = page.getByRole('dialog', { name: 'Add photos' });

  // A slow phone connection, so each upload's progress can be seen. Chosen is uploaded at once:
  // there is no Upload button to find; each photo's alt text is asked while it travels.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
  await picker.getByLabel('Choose images to upload').setInputFiles([await photo(`cor-${stamp}.jpg`, 1), await photo(`sala-${stamp}.jpg`, 2)]);
  await expect(picker.getByRole('progressbar', { name: `Uploading cor-${stamp}.jpg` })).toBeVisible();
  await expect(picker.getByRole('progressbar', { name: `Uploading sala-${stamp}.jpg` })).toBeVisible();
  await picker.getByRole('group', { name: new RegExp(`^cor-${stamp}\\.jpg`) }).getByRole('textbox', { name: 'Alt text' }).fill('The school choir singing carols');
  // Exact: the live status line ("… uploaded.") would match too.
  await expect(picker.getByText('Uploaded.', { exact: true })).toHaveCount(2, { timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await picker.getByRole('button', { name: 'Use 2 selected' }).click();

  const photos = page.getByRole('list', { name: 'Photos' });
  await expect(photos.getByRole('group')).toHaveCount(2);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Alt text is required, unless the image is decorative.')).toBeVisible();

  const alts: Record<string, string> = { [`cor-${stamp}.jpg`]: 'The school choir singing carols', [`sala-${stamp}.jpg`]: 'The gym decorated for the show' };
  await photos.getByRole('group', { name: new RegExp(`: sala-${stamp}\\.jpg$`) }).getByRole('textbox', { name: 'Alt text' }).fill(alts[`sala-${stamp}.jpg`]!);
  // The photos came in the order they were chosen, whatever order their uploads finished in;
  // the first goes down by keyboard.
  const legends = async () => (await photos.getByRole('group').locator('legend').allTextContents()).map((text) => text.replace(/^Photo \d+: /, ''));
  const [first, second] = [`cor-${stamp}.jpg`, `sala-${stamp}.jpg`];
  expect(await legends()).toEqual([first, second]);
  await photos.getByRole('group', { name: `Photo 1: ${first}` }).getByRole('button', { name: 'Move down' }).press('Enter');
  await expect(photos.getByRole('group', { name: `Photo 1: ${second}` })).toBeVisible();
  expect(await legends()).toEqual([second, first]);

  // Preview shows the draft's photos themselves, though their files are not public yet. The frame
  // runs no script: its document is read from the page, whose origin it keeps.
  await page.getByRole('button', { name: 'Preview' }).click();
  const frame = page.getByTitle(`Preview of ${title}`);
  const loadedPhotos = () =>
    frame.evaluate((element) => [...((element as HTMLIFrameElement).contentDocument?.images ?? [])].filter((img) => img.complete && img.naturalWidth > 0).length);
  await expect.poll(loadedPhotos).toBe(2);
  await page.getByRole('button', { name: 'Close preview' }).click();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successful!' })).toContainText('Published.');
  await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeVisible();

  const visitor = await newRequest.newContext({ baseURL });
  const slug = `serbarea-de-iarna-${stamp}`;
  const answer = await visitor.get(`/api/content/news/${slug}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const post = (await answer.json()) as { title: string; status: string; images: { alt: string; url: string | null }[] };
  expect(post.title).toBe(title);
  expect(post.status).toBe('PUBLISHED');
  expect(post.images.map((image) => image.alt)).toEqual([alts[second!], alts[first!]]);
  const file = await visitor.get(post.images[0]!.url!);
  expect(file.status()).toBe(200);
  await visitor.dispose();
});
