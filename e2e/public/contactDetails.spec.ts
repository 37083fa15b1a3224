// Contact details never hang: with the API down the footer and the contact page keep showing the
// last details this browser saw, say in Romanian that they cannot be loaded now, and offer a retry.
import type { AboutUs } from '@school/shared';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { controlApi } from '../support/apiRequests';

test('with the API down the last known contact details stay, with a message and a retry', async ({ page }) => {
  const school = (await (await page.request.get('/api/school/about-us')).json()) as AboutUs;
  await page.goto('/contact');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(school.phone);

  await controlApi('stop');
  try {
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Contact');
    await expect(footer.getByRole('alert')).toHaveText(/Datele de contact nu se pot încărca acum\./, { timeout: 10_000 });
    await expect(footer).toContainText(school.phone);
    await expect(footer).toContainText(school.email);
    await expect(footer).not.toContainText('se încarcă');
    await expect(page.getByRole('main')).toContainText(school.phone);
    await expect(footer.getByRole('button', { name: 'Reîncearcă' })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await controlApi('start');
  }
  await footer.getByRole('button', { name: 'Reîncearcă' }).click();
  await expect(footer.getByRole('alert')).toHaveCount(0);
  await expect(footer).toContainText(school.phone);
});
