// An expired session never loses typed work: the dialog stays open with what was typed and says
// the session expired; signing in again, on the spot or after a detour through /login, lets the
// same Save go through.
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { addSubject, endSession } from '../support/apiRequests';
import { sendLogin } from '../support/loginScreen';
import { ADMIN_PASSWORD } from '../support/ports';
import { openAdmin, search, signInAsAdmin, successBanner } from './support';

const stamp = () => Date.now().toString(36);

test('signing in again on the spot lets the same Save go through', async ({ page }) => {
  await signInAsAdmin(page);
  const subject = await addSubject(page.request, `Ecologie ${stamp()}`);
  await openAdmin(page, '/admin/subjects', 'All Subjects');
  await search(page, 'Search subjects', subject.name);
  await page.getByRole('button', { name: `Edit ${subject.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Subject Details' });
  const typed = `${subject.name} și mediu`;
  await dialog.getByLabel('Subject Name').fill(typed);

  await endSession(page.request);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();

  const signInAgain = page.getByRole('dialog', { name: 'Session expired' });
  await expect(signInAgain).toBeVisible();
  // The dialog's address: the subject's own.
  await expect(page).toHaveURL(new RegExp(`/admin/subjects/${subject.id}$`));
  await expect(dialog.getByRole('alert')).toContainText('Your session has expired.');
  await expect(dialog.getByLabel('Subject Name')).toHaveValue(typed);
  await expect(signInAgain.getByLabel('Username')).toHaveValue('admin');
  await expectNoAxeViolations(page);
  await signInAgain.getByLabel('Password').fill(ADMIN_PASSWORD);
  await signInAgain.getByRole('button', { name: 'Sign In' }).click();
  await expect(signInAgain).toHaveCount(0);
  // The focus is back where the refused save put it: the banner naming the button to press.
  await expect(dialog.getByRole('alert')).toBeFocused();

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(successBanner(page)).toContainText('Subject updated.');
  await search(page, 'Search subjects', typed);
  await expect(page.getByRole('cell', { name: typed, exact: true })).toBeVisible();
});

test('a session that ran out (its cookie gone) is met the same way', async ({ page, context }) => {
  await signInAsAdmin(page);
  await openAdmin(page, '/admin/classes', 'All Classes');
  await page.getByRole('button', { name: 'Add class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Class Details' });
  const name = `a X-a ${stamp()}`;
  await dialog.getByLabel('Name', { exact: true }).fill(name);

  // The server forgets the session: the page still holds an XSRF token signed for it.
  await context.clearCookies({ name: 'sid' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const signInAgain = page.getByRole('dialog', { name: 'Session expired' });
  await expect(signInAgain).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(name);
  await signInAgain.getByLabel('Password').fill(ADMIN_PASSWORD);
  await signInAgain.getByRole('button', { name: 'Sign In' }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(successBanner(page)).toContainText('New class added.');
});

test('after a detour through /login the screen comes back with what was typed, and Save goes through', async ({ page }) => {
  await signInAsAdmin(page);
  const subject = await addSubject(page.request, `Robotică ${stamp()}`);
  await openAdmin(page, '/admin/subjects', 'All Subjects');
  await search(page, 'Search subjects', subject.name);
  await page.getByRole('button', { name: `Edit ${subject.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Subject Details' });
  const typed = `${subject.name} avansată`;
  await dialog.getByLabel('Subject Name').fill(typed);
  await endSession(page.request);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('dialog', { name: 'Session expired' })).toBeVisible();

  // The admin reloads instead of signing in on the spot: the guard sends them to /login.
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await sendLogin(page, 'admin', ADMIN_PASSWORD);
  // Back at the address the dialog had: the subject's own.
  await expect(page).toHaveURL(new RegExp(`/admin/subjects/${subject.id}$`));
  await expect(dialog.getByLabel('Subject Name')).toHaveValue(typed);
  await expect(dialog.getByRole('status')).toContainText('What you typed before signing in again is back.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(successBanner(page)).toContainText('Subject updated.');
});
