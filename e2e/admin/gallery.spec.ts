// A MANAGER's two-minute task on a phone: create a gallery from two new photos (alt text each,
// consent confirmed for the one showing pupils), publish it, show it on an activity page, and a
// visitor sees its photos there.
import { expect, test } from '../support/fixtures';
import { xsrfHeader } from '../support/apiRequests';
import { currentSchoolYear, phone, photo, search, signInAs, successBanner, uploadInPicker, withPublicPageEdit } from './support';

test.use(phone);

const PAGE = 'activitati/saptamana-verde';
const stamp = Date.now().toString(36);
const title = `Plantăm copaci ${stamp}`;
// The public specs count this page's photos: the page goes back, the gallery to the trash.
const t = withPublicPageEdit(PAGE, async (admin) => {
  const { items } = await (await admin.get('/api/content/galleries?status=ALL&pageSize=100')).json();
  const gallery = (items as { id: number; title: string }[]).find((item) => item.title === title);
  if (gallery) await admin.delete(`/api/content/galleries/${gallery.id}`, { headers: await xsrfHeader(admin) });
});

test('a MANAGER publishes a gallery of new photos with consent confirmed, and a visitor sees it', async ({ page, browser, baseURL }) => {
  const { manager, original } = t.edit;
  await signInAs(page, manager);
  await page.goto('/admin/galleries');
  await expect(page.getByRole('heading', { level: 1, name: 'All Galleries' })).toBeVisible();
  await page.getByRole('button', { name: 'Add gallery' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Add photos' }).click();
  const alts = ['Pupils planting an oak in the schoolyard', 'A row of young trees by the fence'];
  await uploadInPicker(page, 'Add photos', [await photo(`copaci-${stamp}.jpg`, 3, 600, 450), await photo(`gard-${stamp}.jpg`, 4, 600, 450)], alts);

  const photos = page.getByRole('list', { name: 'Photos' });
  const pupils = photos.getByRole('group', { name: new RegExp(`copaci-${stamp}\\.jpg$`) });
  await pupils.getByRole('checkbox', { name: 'Shows pupils' }).check();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Confirm the parents’ consent for a photo that shows pupils, or remove it, before publishing.')).toBeVisible();
  await pupils.getByRole('checkbox', { name: 'Consent confirmed' }).check();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(successBanner(page)).toContainText('Published.');

  // The gallery shows on a page through a photos section.
  await page.goto('/admin/pages');
  await search(page, 'Search pages', PAGE);
  await page.getByRole('button', { name: `Edit ${original.title}` }).click();
  await page.getByRole('button', { name: 'Add section' }).click();
  // The new section, last: its name follows its title once typed.
  const section = page.getByRole('group', { name: new RegExp(`^Section ${original.sections.length + 1}: `) });
  await section.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Photos' });
  await section.getByRole('textbox', { name: 'Section title' }).fill(title);
  await section.getByRole('combobox', { name: 'Gallery' }).selectOption({ label: `${title} (${currentSchoolYear()})` });
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(successBanner(page)).toContainText('Changes saved.');

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/${PAGE}`);
  const gallery = visitor.getByRole('region', { name: title });
  await expect(gallery.getByRole('img')).toHaveCount(2);
  for (const alt of alts) await expect(gallery.getByRole('img', { name: alt })).toHaveCount(1);
  await visitor.close();
});
