// The school's legal pages: linked from the footer of every public page, each with no axe
// violation; each public form lands in the admin's Messages, where an ADMIN sees it, and the Law
// 544 request shows its registration number to the visitor.
import type { Page } from '@playwright/test';
import { publicPaths, siteRoutes } from '@school/shared/routing';
import { openAdmin, signInAsAdmin } from '../admin/support';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

const LEGAL = [
  ['Informații de interes public', '/informatii-de-interes-public'],
  ['Declarație de accesibilitate', '/declaratie-de-accesibilitate'],
  ['Politica de confidențialitate', '/confidentialitate'],
] as const;

const legalLinks = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: 'Informații legale' });

test('every public page links the three legal pages from its footer', async ({ page }) => {
  for (const path of publicPaths) {
    await page.goto(`/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const [name, href] of LEGAL) await expect(legalLinks(page).getByRole('link', { name })).toHaveAttribute('href', href);
  }
});

test('each legal page opens from the footer and has no axe violation', async ({ page }) => {
  await page.goto('/home');
  for (const [name, href] of LEGAL) {
    await legalLinks(page).getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Se încarcă');
    await expectNoAxeViolations(page);
  }
});

/** Fills a form's fields by their visible labels. */
async function fill(page: Page, form: string, values: Record<string, string>) {
  const scope = page.getByRole('form', { name: form });
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label, { exact: true }).fill(value);
  return scope;
}

test('each public form lands in Messages, and the Law 544 request shows its registration number', async ({ page }) => {
  const stamp = Date.now();

  await page.goto('/informatii-de-interes-public');
  const request = page.getByRole('form', { name: 'Solicitare de informații de interes public' });
  await request.getByRole('button', { name: 'Trimite' }).click();
  await expect(request.getByLabel('Nume și prenume', { exact: true })).toBeFocused();
  await expect(request.getByText('Scrieți numele dumneavoastră.')).toBeVisible();
  await fill(page, 'Solicitare de informații de interes public', {
    'Nume și prenume': `Ana Solicitant ${stamp}`,
    'E-mail (pentru răspuns)': 'ana@example.ro',
    'Informațiile solicitate': 'Execuția bugetară a anului în curs.',
  });
  await request.getByRole('button', { name: 'Trimite' }).click();
  const registered = page.getByRole('status').filter({ hasText: 'Solicitarea a fost înregistrată' });
  await expect(registered).toBeVisible();
  await expect(registered).toBeFocused();
  const number = (await registered.locator('strong').first().textContent())!;
  expect(number).toMatch(/^544\/\d{4}\/\d{4}$/);
  await expect(registered).toContainText(/în cel mult 10 zile, până la \d+ \S+ \d{4}/);
  await expect(registered).toContainText(/30 de zile/);
  await expectNoAxeViolations(page);

  await page.goto('/declaratie-de-accesibilitate');
  const feedback = await fill(page, 'Semnalați o problemă de accesibilitate', {
    'Nume și prenume': `Ion Semnalare ${stamp}`,
    'E-mail (pentru răspuns)': 'ion@example.ro',
    'Ce nu a funcționat': 'Un PDF scanat nu se poate citi.',
  });
  await feedback.getByRole('button', { name: 'Trimite' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mesajul a fost trimis' })).toBeVisible();

  await page.goto('/activitati/saptamana-verde');
  await page.getByRole('link', { name: 'Solicită retragerea unei fotografii din galeria „Săptămâna Verde 2024-2025”' }).click();
  await expect(page.getByRole('heading', { level: 1, name: siteRoutes.public['solicitare-retragere-fotografie'] })).toBeVisible();
  const takedown = page.getByRole('form', { name: 'Cerere de retragere a unei fotografii' });
  await expect(takedown.getByLabel('Galeria sau pagina')).toHaveValue('Săptămâna Verde 2024-2025');
  await fill(page, 'Cerere de retragere a unei fotografii', {
    'Nume și prenume': `Maria Retragere ${stamp}`,
    'E-mail (pentru răspuns)': 'maria@example.ro',
    'Fotografia (a câta este, ce se vede în ea)': 'a treia fotografie',
    'Motivul cererii': 'Apare fiica mea.',
  });
  await takedown.getByRole('button', { name: 'Trimite' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cererea a fost trimisă' })).toBeVisible();
  await expectNoAxeViolations(page);

  await signInAsAdmin(page);
  await openAdmin(page, '/admin/messages', 'Messages');
  const table = page.getByRole('table');
  for (const name of [`Ana Solicitant ${stamp}`, `Ion Semnalare ${stamp}`, `Maria Retragere ${stamp}`]) {
    await expect(table.getByRole('row').filter({ hasText: name })).toBeVisible();
  }
  await expect(table.getByRole('row').filter({ hasText: `Ana Solicitant ${stamp}` })).toContainText(number);
  await page.getByRole('button', { name: `View ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Message Details' });
  await expect(dialog).toContainText('Execuția bugetară a anului în curs.');
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Status').selectOption({ label: 'Answered' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message updated.' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: `Ana Solicitant ${stamp}` })).toContainText('Answered');
});
