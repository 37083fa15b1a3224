// A MANAGER's two-minute task on a phone: add this year's enrolment dates to the enrolment page
// (a new text section on the Pages screen), and a visitor reads them on /inscrierea.
import { expect, test } from '../support/fixtures';
import { currentSchoolYear, phone, search, signInAs, successBanner, withPublicPageEdit } from './support';

test.use(phone);

const t = withPublicPageEdit('inscrierea');

test("a MANAGER adds this year's enrolment dates to the enrolment page, and a visitor reads them", async ({ page, browser, baseURL }) => {
  const heading = `Calendarul înscrierii ${Date.now().toString(36)}`;
  const { manager, original } = t.edit;
  await signInAs(page, manager);
  await page.goto('/admin/pages');
  await expect(page.getByRole('heading', { level: 1, name: 'All Pages' })).toBeVisible();
  await search(page, 'Search pages', 'inscrierea');
  await page.getByRole('button', { name: `Edit ${original.title}` }).click();
  await expect(page.getByRole('heading', { name: `Edit page: ${original.title}` })).toBeVisible();

  await page.getByRole('button', { name: 'Add section' }).click();
  // The new section, last: its name follows its title once typed.
  const section = page.getByRole('group', { name: new RegExp(`^Section ${original.sections.length + 1}: `) });
  await expect(section.getByRole('combobox', { name: 'Kind' })).toHaveValue('richText');
  await section.getByRole('textbox', { name: 'Section title' }).fill(heading);
  await section.getByRole('combobox', { name: 'School year' }).selectOption(currentSchoolYear());
  const text = section.getByRole('textbox', { name: 'Text' });
  await text.click();
  await section.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Înscrierea: 29 martie – 7 mai 2027');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Afișarea rezultatelor: 21 mai 2027');
  await expect(text).toContainText('Afișarea rezultatelor: 21 mai 2027');

  // Preview before publishing. Its frame is sandboxed without scripts, which blocks Playwright's
  // queries inside it: its srcdoc is read instead.
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByTitle(`Preview of ${original.title}`)).toHaveAttribute('srcdoc', new RegExp(`<h2>${heading}</h2>`));
  await preview.getByRole('button', { name: 'Close preview' }).click();

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(successBanner(page)).toContainText('Changes saved.');

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto('/inscrierea');
  const dates = visitor.getByRole('region', { name: heading });
  await expect(dates.getByRole('listitem')).toHaveText(['Înscrierea: 29 martie – 7 mai 2027', 'Afișarea rezultatelor: 21 mai 2027']);
  await visitor.close();
});
