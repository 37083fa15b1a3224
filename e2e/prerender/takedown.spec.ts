// A photo takedown on the composed site, the real API and storage: an editor takes down, from the
// Media library, a photo shown in a published gallery (on its page) and a news post. Its files
// (every size and format) answer 404 at once, so no page can show it; the renderer, which shares
// no folder with the API, learns of it from the API's changed answers within its check interval:
// no served HTML names the photo any more, and the watcher renders those pages again without it.
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Gallery, Media, NewsPost, SitePage } from '@school/shared';
import { xsrfHeader } from '../support/apiRequests';
import { expect, signIn, test } from '../support/fixtures';
import { ADMIN_PASSWORD } from '../support/ports';
import { removeSnapshots, render, SITE_URL, watch } from './support';

test.describe.configure({ mode: 'serial' });
test.afterAll(() => removeSnapshots());

const stamp = Date.now().toString(36);
const GALLERY_PAGE = '/activitati/saptamana-verde';

async function uploadPhoto(request: APIRequestContext, name: string): Promise<Media> {
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a7a4b' } }).jpeg().toBuffer();
  const response = await request.post('/api/media', { headers: await xsrfHeader(request), multipart: { alt: 'Elevi plantând puieți', file: { name, mimeType: 'image/jpeg', buffer } } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** Every URL of the photo once its AVIF sizes (made in the background) are there too. */
async function allUrls(request: APIRequestContext, id: number): Promise<string[]> {
  let media: Media | undefined;
  await expect
    .poll(async () => {
      media = (await (await request.get(`/api/media/${id}`)).json()) as Media;
      return media.variants.some((variant) => variant.format === 'avif');
    })
    .toBe(true);
  return [media!.url, ...media!.variants.map((variant) => variant.url)];
}

async function addToPageGallery(request: APIRequestContext, photo: Media) {
  const page = (await (await request.get(`/api/content/pages${GALLERY_PAGE}`)).json()) as SitePage;
  const galleryId = page.sections.find((section) => section.gallery)!.gallery!.id;
  const gallery = (await (await request.get(`/api/content/galleries/${galleryId}`)).json()) as Gallery;
  const response = await request.put(`/api/content/galleries/${galleryId}`, {
    headers: await xsrfHeader(request),
    data: { ...gallery, photos: [{ id: photo.id, alt: 'Elevi plantând puieți' }, ...gallery.photos] },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function publishNews(request: APIRequestContext, photo: Media): Promise<NewsPost> {
  const reference = { id: photo.id, alt: 'Elevi plantând puieți' };
  const response = await request.post('/api/content/news', {
    headers: await xsrfHeader(request),
    data: { title: `Plantăm puieți ${stamp}`, place: 'Curtea școlii', date: new Date().toISOString().slice(0, 10), body: '<p>Am plantat 20 de puieți.</p>', status: 'PUBLISHED', coverImage: reference, images: [reference] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** The page's HTML as a server answers it to a first visit (no browser). */
const servedHtml = async (path: string) => (await fetch(`${SITE_URL}${path}`)).text();
const isSnapshot = (html: string) => html.includes('id="prerender-data"');

/** The photo's images on the page as a browser renders it live. */
const imagesOf = (page: Page, base: string) => page.locator(`img[src*="${base}"], img[srcset*="${base}"], source[srcset*="${base}"]`);

test('an editor takes a photo down: its files answer 404 and no served page shows it, live or pre-rendered', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page.request, 'admin', ADMIN_PASSWORD);
  const name = `puieti-${stamp}.jpg`;
  const photo = await uploadPhoto(page.request, name);
  const urls = await allUrls(page.request, photo.id);
  // Every file of the photo shares its key's base: "<hash>-<random>-<width>.<format>".
  const base = photo.url.split('/').pop()!.replace(/-\d+\.jpeg$/, '');
  await addToPageGallery(page.request, photo);
  const post = await publishNews(page.request, photo);
  const pages = [GALLERY_PAGE, `/noutati/${post.slug}`];

  const { rendered, failed } = await render(pages);
  expect(failed).toEqual([]);
  expect(rendered).toEqual(pages);
  for (const path of pages) {
    const html = await servedHtml(path);
    expect(isSnapshot(html)).toBe(true);
    expect(html).toContain(base);
  }
  await page.goto(pages[1]!);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(imagesOf(page, base).first()).toBeVisible();

  const watcher = await watch();
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search media' }).fill(name);
  await page.getByRole('button', { name: `Take down ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Take down photo' });
  await expect(dialog).toContainText('It is removed at once from every page, gallery, news post and document that uses it');
  await expect(dialog).toContainText('its files (every size) are deleted from storage');
  await dialog.getByRole('button', { name: 'Take down', exact: true }).click();
  const banner = page.getByRole('status').filter({ hasText: 'Successful!' });
  await expect(banner).toContainText(`"${name}" was taken down`);
  await expect(banner).toContainText(`News post "${post.title}"`);
  await expect(page.getByRole('button', { name: `Take down ${name}` })).toHaveCount(0);

  // At once: the files are gone. Within the watcher's check (every second here), no served
  // page names the photo: its snapshots were removed, the pages served live.
  for (const url of urls) expect((await fetch(`${SITE_URL}${url}`)).status, url).toBe(404);
  const takenDownAt = Date.now();
  for (const path of pages) await expect.poll(async () => (await servedHtml(path)).includes(base), { timeout: 10_000, intervals: [200] }).toBe(false);
  expect(Date.now() - takenDownAt).toBeLessThan(5000);

  // Live, the gallery's page and the article show the rest without it.
  await page.goto(pages[1]!);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page.getByText('Am plantat 20 de puieți.')).toBeVisible();
  await expect(imagesOf(page, base)).toHaveCount(0);
  await page.goto(GALLERY_PAGE);
  await expect(page.locator('main img').first()).toBeVisible();
  await expect(imagesOf(page, base)).toHaveCount(0);

  // The watcher renders the two pages again, without the photo, within the debounce window.
  try {
    for (const path of pages) {
      await expect.poll(async () => isSnapshot(await servedHtml(path)), { timeout: 60_000, intervals: [500] }).toBe(true);
      expect(await servedHtml(path)).not.toContain(base);
    }
  } finally {
    await watcher.stop();
    // The other specs read the news as the seed left it (the gallery is already as it was).
    const trashed = await page.request.delete(`/api/content/news/${post.id}`, { headers: await xsrfHeader(page.request) });
    expect(trashed.status(), await trashed.text()).toBe(200);
  }
});
