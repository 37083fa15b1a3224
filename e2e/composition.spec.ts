// Run-time composition: one store seen by host and remote, one React, the admin remote kept
// from anonymous visitors, and a remote that goes down costs only its own section.
import { E2E_PORTS } from './support/ports';
import { controlSection, expect, test } from './support/fixtures';
import { signInAsAdmin } from './admin/support';

test('the signed-in user shows in the host and in a remote at once', async ({ page }) => {
  await signInAsAdmin(page);
  // Host: the public navbar's Administrare link. Remote: remote_auth's SessionStatus, rendered
  // by the host and reading the same store through the shared react-redux.
  await expect(page.getByRole('link', { name: 'Administrare' })).toHaveAttribute('href', '/admin/dashboard');
  await expect(page.getByTestId('session-status')).toContainText('Conectat ca');
});

test('the page holds one React, one router, one store library and one styled-components', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Invalid hook call|more than one copy of React/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAsAdmin(page);
  await expect(page.getByTestId('session-status')).toBeVisible();
  await page.getByRole('link', { name: 'Administrare' }).click();
  await expect(page.locator('[data-shell="admin"]')).toBeVisible();
  await expect(page.getByTestId('section-loading')).toHaveCount(0);
  await page.goto('/login');
  await expect(page.getByTestId('section-loading')).toHaveCount(0);

  const report = await page.evaluate(() => {
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version?: string }> } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__;
    type Entry = { loaded?: boolean; from?: string; useIn?: string[] };
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
      .__FEDERATION__.__SHARE__;
    const loaded: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, entry] of Object.entries(versions)) {
          const copy = `${version}@${entry.from}`;
          const copies = (loaded[pkg] ??= []);
          if (entry.loaded && !copies.includes(copy)) copies.push(copy);
        }
      }
    }
    return { renderers: [...hook.renderers.values()].map((renderer) => renderer.version), loaded, instances: Object.keys(share) };
  });
  // One react-dom registered with React DevTools' hook, across the host and three remotes.
  expect(report.renderers).toHaveLength(1);
  // In the federation share scope each singleton has exactly one loaded copy (react-router travels
  // inside react-router-dom's shared module).
  for (const pkg of ['react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/query/react', 'styled-components', '@school/shared']) {
    expect(report.loaded[pkg], `${pkg} loaded copies: ${JSON.stringify(report.loaded)}`).toHaveLength(1);
  }
  // No section shares a second, whole react-router beside it.
  expect(report.loaded['react-router'], JSON.stringify(report.loaded)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('an anonymous visitor never downloads the admin remote', async ({ page }) => {
  const adminRequests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes(`:${E2E_PORTS.admin}/`) || url.includes('remote_admin')) adminRequests.push(url);
  });
  await page.goto('/home');
  await expect(page.getByTestId('section-loading')).toHaveCount(0);
  await page.goto('/contact');
  await page.goto('/login');
  await page.goto('/admin/teachers');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.waitForLoadState('networkidle');
  expect(adminRequests).toEqual([]);
});

test('a remote that goes down shows its message and Retry; the rest keeps working', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByTestId('section-loading')).toHaveCount(0);
  await controlSection('auth', 'stop');
  try {
    await page.getByRole('link', { name: 'Autentificare' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const error = page.getByTestId('section-error');
    await expect(error).toContainText('Această secțiune nu se poate încărca acum.');
    await expect(error.getByRole('button', { name: 'Reîncearcă' })).toBeVisible();

    // The shell and the public remote still work.
    const nav = page.getByRole('navigation', { name: 'Meniu principal' });
    await nav.getByRole('button', { name: 'Despre' }).click();
    await nav.getByRole('link', { name: 'Istoric' }).click();
    await expect(page).toHaveURL(/\/istoric$/);
    await expect(page.getByTestId('section-error')).toHaveCount(0);
    await expect(page.getByTestId('section-loading')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();

    await page.getByRole('link', { name: 'Autentificare' }).click();
    await expect(page.getByTestId('section-error')).toBeVisible();
  } finally {
    await controlSection('auth', 'start');
  }
  await page.getByRole('button', { name: 'Reîncearcă' }).click();
  await expect(page.getByTestId('section-error')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: /Sign In/i })).toBeVisible();
});

test('a remote that is down at start-up fails alone', async ({ page }) => {
  await controlSection('public', 'stop');
  try {
    await page.goto('/home');
    await expect(page.getByTestId('section-error')).toContainText('Această secțiune nu se poate încărca acum.');
    await expect(page.getByRole('navigation', { name: 'Meniu principal' })).toBeVisible();
    await page.getByRole('link', { name: 'Autentificare' }).click();
    await expect(page.getByRole('main').getByRole('button', { name: /Sign In/i })).toBeVisible();
  } finally {
    await controlSection('public', 'start');
  }
  await page.getByRole('link', { name: 'Acasă', includeHidden: true }).first().evaluate((link: HTMLAnchorElement) => link.click());
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'Reîncearcă' }).click();
  await expect(page.getByTestId('section-error')).toHaveCount(0);
  await expect(page.getByTestId('section-loading')).toHaveCount(0);
});
