// axe-core on the rich-text editor as an editor uses it: its toolbar (a table's buttons shown),
// its link dialog (an address refused), and its image picker with the upload widget holding a
// refused file and a file on its way (a slow connection shows the progress bar).
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { openAdmin, photo, signInAsAdmin } from './support';

test('the editor, its link dialog, its image picker and an upload refused or in progress pass axe', async ({ page }) => {
  await signInAsAdmin(page);
  await openAdmin(page, '/admin/news', 'All News');
  await page.getByRole('button', { name: 'Add news post' }).click();
  const body = page.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.type('Vizita la muzeul satului a fost frumoasă.');
  await expectNoAxeViolations(page);

  // A link on two words of the sentence: the caret goes before them, Shift+arrows select them.
  await page.keyboard.press('Home');
  for (let i = 0; i < 'Vizita la '.length; i += 1) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 'muzeul satului'.length; i += 1) await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe('muzeul satului');
  await page.keyboard.press('ControlOrMeta+k');
  const link = page.getByRole('dialog', { name: 'Add link' });
  await link.getByRole('textbox', { name: 'Link address' }).fill('javascript:alert(1)');
  await link.getByRole('button', { name: 'Apply' }).click();
  await expect(link.getByRole('textbox', { name: 'Link address' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await link.getByRole('textbox', { name: 'Link address' }).fill('/contact');
  await link.getByRole('button', { name: 'Apply' }).click();
  await expect(body.getByRole('link', { name: 'muzeul satului' })).toBeVisible();

  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const toolbar = page.getByRole('toolbar', { name: 'Body formatting' });
  await toolbar.getByRole('button', { name: 'Table' }).click();
  await expect(toolbar.getByRole('button', { name: 'Add row' })).toBeVisible();
  await expect(body.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);

  await toolbar.getByRole('button', { name: 'Image' }).click();
  const picker = page.getByRole('dialog', { name: 'Insert an image' });
  await expect(picker).toBeVisible();
  await expectNoAxeViolations(page);
  // Chosen is uploaded at once: no Upload button to press.
  await picker.getByLabel('Choose images to upload').setInputFiles({ name: 'notite.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
  await expect(picker.getByRole('group', { name: /^notite\.jpg/ })).toContainText('"notite.jpg" is not a file type the site accepts.');
  await expectNoAxeViolations(page);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 64 * 1024 });
  await picker.getByLabel('Choose images to upload').setInputFiles(await photo('muzeu.jpg', 9));
  await expect(picker.getByRole('progressbar', { name: 'Uploading muzeu.jpg' })).toBeVisible();
  await picker.getByRole('group', { name: /^muzeu\.jpg/ }).getByRole('textbox', { name: 'Alt text' }).fill('The village museum’s wooden church');
  await expectNoAxeViolations(page);
  await picker.getByRole('button', { name: 'Cancel upload of muzeu.jpg' }).click();
  await expect(picker.getByText('Cancelled.', { exact: true })).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
});
