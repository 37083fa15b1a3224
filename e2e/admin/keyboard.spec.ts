// A content task with the keyboard alone: a MANAGER finds a draft news post, puts its second photo
// first with Move up, and publishes it, with Tab, Enter and typing only.
import { request as newRequest } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { xsrfHeader } from '../support/apiRequests';
import { createManager, photo, signInAs, successBanner, tabTo, uploadMedia, type Credentials } from './support';

const stamp = Date.now().toString(36);
const title = `Concurs de desen ${stamp}`;
let manager: Credentials;
const alts = ['The winning drawing: a house in winter', 'The jury looking at the drawings'];

test.beforeAll(async ({ baseURL }) => {
  manager = await createManager(baseURL, 'keys');
  const request = await newRequest.newContext({ baseURL });
  await signIn(request, manager.username, manager.password);
  const images = [];
  for (const [index, alt] of alts.entries()) images.push({ id: (await uploadMedia(request, await photo(`desen-${index + 1}-${stamp}.jpg`, index + 5, 400, 300), alt)).id, alt });
  const response = await request.post('/api/content/news', {
    headers: await xsrfHeader(request),
    data: { title, date: new Date().toISOString().slice(0, 10), body: '<p>Premiile concursului.</p>', images, status: 'DRAFT' },
  });
  expect(response.status(), await response.text()).toBe(201);
  await request.dispose();
});

test('a MANAGER reorders a post\'s photos and publishes it with the keyboard alone', async ({ page, baseURL }) => {
  await signInAs(page, manager);
  await page.goto('/admin/news');
  await expect(page.getByRole('heading', { level: 1, name: 'All News' })).toBeVisible();

  await tabTo(page, page.getByRole('searchbox', { name: 'Search news posts' }));
  await page.keyboard.type(stamp);
  await tabTo(page, page.getByRole('button', { name: `Edit ${title}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Edit news post: ${title}` })).toBeVisible();

  const photos = page.getByRole('list', { name: 'Photos' });
  const second = photos.getByRole('group', { name: `Photo 2: ${alts[1]}` });
  await tabTo(page, second.getByRole('button', { name: 'Move up' }));
  await page.keyboard.press('Enter');
  const moved = photos.getByRole('group', { name: `Photo 1: ${alts[1]}` });
  await expect(moved).toBeVisible();
  await expect(moved.getByRole('button', { name: 'Move down' })).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Publish now' }));
  await page.keyboard.press('Enter');
  await expect(successBanner(page)).toContainText('Published.');

  const visitor = await newRequest.newContext({ baseURL });
  const post = await (await visitor.get(`/api/content/news/concurs-de-desen-${stamp}`)).json();
  expect(post.status).toBe('PUBLISHED');
  expect(post.images.map((image: { alt: string }) => image.alt)).toEqual([alts[1], alts[0]]);
  await visitor.dispose();
});
