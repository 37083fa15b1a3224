// The admin screens on the composed site against the real API: dashboard counts, the three
// lists' add / edit / delete round trips with their banners, a refused delete, About Us shown on
// the public site, LogOut, and the guard. axe-core runs on every screen, dialogs open included.
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { errorBanner, openAdmin, openCheckedAsAdmin, search, signInAsAdmin, successBanner } from './support';

const stamp = () => Date.now().toString(36);

test('a direct visit to /admin/teachers without a session goes to /login', async ({ page }) => {
  await page.goto('/admin/teachers');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('the dashboard counts teachers, classes and subjects and links to each', async ({ page }) => {
  await signInAsAdmin(page);
  const count = async (path: string) => ((await (await page.request.get(`/api/school/${path}`)).json()) as unknown[]).length;
  const [teachers, classes, subjects] = [await count('teachers'), await count('classes'), await count('subjects')];
  await openAdmin(page, '/admin/dashboard', 'Dashboard');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: `${teachers} Teachers` })).toBeVisible();
  await expect(main.getByRole('link', { name: `${classes} Classes` })).toBeVisible();
  await expect(main.getByRole('link', { name: `${subjects} Subjects` })).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByRole('link', { name: `${subjects} Subjects` }).click();
  await expect(page).toHaveURL(/\/admin\/subjects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Subjects' })).toBeVisible();
});

test('subjects: add, edit and delete with the banners', async ({ page }) => {
  await openCheckedAsAdmin(page, '/admin/subjects', 'All Subjects');
  const name = `Astronomie ${stamp()}`;

  await page.getByRole('button', { name: 'Add subject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subject Details' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Subject name is required.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Subject Name').fill(name);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(successBanner(page)).toContainText('New subject added.');

  await search(page, 'Search subjects', `  ${name.toUpperCase()} `);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(dialog.getByLabel('Subject Name')).toHaveValue(name);
  await dialog.getByLabel('Subject Name').fill(`${name} II`);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(successBanner(page)).toContainText('Subject updated.');
  await search(page, 'Search subjects', `${name} II`);
  await expect(page.getByRole('cell', { name: `${name} II`, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name} II` }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirmation).toContainText(`Are you sure to delete ${name} II?`);
  await expectNoAxeViolations(page);
  await confirmation.getByRole('button', { name: "I'm sure." }).click();
  await expect(successBanner(page)).toContainText('Subject deleted.');
  await expect(page.getByRole('cell', { name: `${name} II`, exact: true })).toHaveCount(0);
  await expect(page.getByText('No subjects found.')).toBeVisible();
});

test("deleting a subject that is taught shows the API's 409 message under 'Error!'", async ({ page }) => {
  await signInAsAdmin(page);
  const teachers = (await (await page.request.get('/api/school/teachers')).json()) as { subject: { name: string } | null }[];
  const taught = teachers.find((teacher) => teacher.subject)?.subject?.name;
  expect(taught, 'the seed has a teacher with a subject').toBeTruthy();
  await openAdmin(page, '/admin/subjects', 'All Subjects');
  await search(page, 'Search subjects', taught!);
  await page.getByRole('button', { name: `Delete ${taught}`, exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: "I'm sure." }).click();
  await expect(errorBanner(page)).toContainText(/Subject is taught by \d+ teachers?: .+\./);
  await expect(page.getByRole('button', { name: `Delete ${taught}`, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('teachers: add, edit and delete with the banners', async ({ page }) => {
  await openCheckedAsAdmin(page, '/admin/teachers', 'All Teachers');
  const lastName = `Vasilescu${stamp()}`;

  await page.getByRole('button', { name: 'Add teacher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Teacher Details' });
  await expect(dialog.getByLabel('Gender')).toHaveValue('MALE');
  await expect(dialog.getByLabel('Position')).toHaveValue('PRINCIPAL');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('First name is required.')).toBeVisible();
  await expect(dialog.getByText('Last name is required.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('First name').fill('Radu');
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByLabel('Position').selectOption({ label: 'Teacher' });
  const subjectSelect = dialog.getByLabel('Subject');
  const firstSubject = (await subjectSelect.locator('option').nth(1).textContent()) ?? '';
  await subjectSelect.selectOption({ index: 1 });
  await dialog.getByLabel('Degree').selectOption({ label: 'Definitivat' });
  await dialog.getByLabel('Years of service').fill('4');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(successBanner(page)).toContainText('New teacher added.');

  await search(page, 'Search teachers', lastName.toLowerCase());
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toContainText('Radu');
  await expect(row).toContainText(firstSubject);
  await page.getByRole('button', { name: `Edit ${lastName} Radu` }).click();
  await expect(dialog.getByLabel('Years of service')).toHaveValue('4');
  await dialog.getByLabel('First name').fill('Radu-Ion');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(successBanner(page)).toContainText('Teacher updated.');
  await expect(row).toContainText('Radu-Ion');

  await page.getByRole('button', { name: `Delete ${lastName} Radu-Ion` }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirmation).toContainText(`Are you sure to delete ${lastName} Radu-Ion?`);
  await confirmation.getByRole('button', { name: "I'm sure." }).click();
  await expect(successBanner(page)).toContainText('Teacher deleted.');
  await expect(row).toHaveCount(0);
});

test("one director: a second principal is refused under 'Error!' naming the current one; deputies are all listed", async ({ page }) => {
  await signInAsAdmin(page);
  const teachers = (await (await page.request.get('/api/school/teachers')).json()) as { position: string; firstName: string; lastName: string }[];
  const principal = teachers.find((teacher) => teacher.position === 'PRINCIPAL');
  expect(principal, 'the seed has a principal').toBeTruthy();
  await openAdmin(page, '/admin/teachers', 'All Teachers');
  const lastName = `Dobre${stamp()}`;

  await page.getByRole('button', { name: 'Add teacher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Teacher Details' });
  await dialog.getByLabel('First name').fill('Sorin');
  await dialog.getByLabel('Last name').fill(lastName);
  await expect(dialog.getByLabel('Position')).toHaveValue('PRINCIPAL');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const refusal = `The school already has a principal: ${principal!.lastName} ${principal!.firstName}. Change their position first.`;
  await expect(dialog.getByRole('alert').filter({ hasText: 'Error!' })).toContainText(refusal);
  await expect(dialog.getByLabel('First name')).toHaveValue('Sorin');
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Position').selectOption({ label: 'Deputy principal' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(successBanner(page)).toContainText('New teacher added.');

  await page.goto('/echipa-manageriala');
  const main = page.getByRole('main');
  await expect(main).toContainText(`Director: prof. ${principal!.lastName} ${principal!.firstName}`);
  await expect(main).toContainText(`Director adjunct: prof. ${lastName} Sorin`);
  for (const deputy of teachers.filter((teacher) => teacher.position === 'DEPUTY_PRINCIPAL')) {
    await expect(main).toContainText(`Director adjunct: prof. ${deputy.lastName} ${deputy.firstName}`);
  }

  await openAdmin(page, '/admin/teachers', 'All Teachers');
  await search(page, 'Search teachers', lastName);
  await page.getByRole('button', { name: `Delete ${lastName} Sorin` }).click();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: "I'm sure." }).click();
  await expect(successBanner(page)).toContainText('Teacher deleted.');
});

test('classes: add, edit and delete with the banners', async ({ page }) => {
  await openCheckedAsAdmin(page, '/admin/classes', 'All Classes');
  const name = `a IX-a ${stamp()}`;

  await page.getByRole('button', { name: 'Add class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Class Details' });
  await expect(dialog.getByLabel('Education type')).toHaveValue('PRIMARY');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Number').fill('7');
  await dialog.getByLabel('Education type').selectOption({ label: 'Lower secondary' });
  const master = dialog.getByLabel('Master');
  const masterName = (await master.locator('option').nth(1).textContent()) ?? '';
  await master.selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(successBanner(page)).toContainText('New class added.');

  await search(page, 'Search classes', name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(masterName);
  await expect(row).toContainText('Lower secondary');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(dialog.getByLabel('Number')).toHaveValue('7');
  await dialog.getByLabel('Master').selectOption({ label: 'None' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(successBanner(page)).toContainText('Class updated.');
  await expect(row).not.toContainText(masterName);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirmation).toContainText(`Are you sure to delete ${name}?`);
  await confirmation.getByRole('button', { name: "I'm sure." }).click();
  await expect(successBanner(page)).toContainText('Class deleted.');
  await expect(row).toHaveCount(0);
});

test('About Us: a required-field message, a save, and the public site showing the new values', async ({ page }) => {
  await signInAsAdmin(page);
  await openAdmin(page, '/admin/about-us', 'About Us');
  const phone = page.getByLabel('Phone');
  await expect(phone).not.toHaveValue('');
  const original = { phone: await phone.inputValue(), email: await page.getByLabel('Email').inputValue() };
  await expectNoAxeViolations(page);

  // Empty one field: only its message shows, and nothing is saved.
  await phone.fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Phone is required.')).toBeVisible();
  await expect(page.getByText('Fax is required.')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const newPhone = `0230 ${Math.floor(100000 + Math.random() * 899999)}`;
  const newEmail = `secretariat.${stamp()}@scoala.example`;
  await phone.fill(newPhone);
  await page.getByLabel('Email').fill(newEmail);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(successBanner(page)).toContainText('AboutUs updated.');

  await page.goto('/contact');
  await expect(page.getByRole('main')).toContainText(newPhone);
  await expect(page.getByRole('main')).toContainText(newEmail);
  await expect(page.getByRole('contentinfo')).toContainText(newPhone);
  await expect(page.getByRole('contentinfo')).toContainText(newEmail);

  // Put the school's details back for the other tests.
  await openAdmin(page, '/admin/about-us', 'About Us');
  await page.getByLabel('Phone').fill(original.phone);
  await page.getByLabel('Email').fill(original.email);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(successBanner(page)).toContainText('AboutUs updated.');
});

test('LogOut ends the session and the admin area asks for a sign-in again', async ({ page }) => {
  await signInAsAdmin(page);
  await openAdmin(page, '/admin/dashboard', 'Dashboard');
  await page.getByRole('button', { name: 'LogOut' }).or(page.getByRole('link', { name: 'LogOut' })).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/subjects');
  await expect(page).toHaveURL(/\/login$/);
  const me = await page.request.get('/api/user/me');
  expect(me.status()).toBe(401);
});

test('a subject can be added and deleted with the keyboard alone', async ({ page }) => {
  await signInAsAdmin(page);
  await openAdmin(page, '/admin/subjects', 'All Subjects');
  const name = `Logică ${stamp()}`;
  await page.getByRole('button', { name: 'Add subject' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Subject Details' });
  await expect(dialog.getByLabel('Subject Name')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(successBanner(page)).toContainText('New subject added.');
  await expect(page.getByRole('button', { name: 'Add subject' })).toBeFocused();

  await page.getByRole('searchbox', { name: 'Search subjects' }).focus();
  await page.keyboard.type(name);
  const del = page.getByRole('button', { name: `Delete ${name}` });
  await del.focus();
  await page.keyboard.press('Enter');
  const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirmation).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirmation).toHaveCount(0);
  await expect(del).toBeFocused();
  await page.keyboard.press('Enter');
  await confirmation.getByRole('button', { name: "I'm sure." }).focus();
  await page.keyboard.press('Enter');
  await expect(successBanner(page)).toContainText('Subject deleted.');
});
