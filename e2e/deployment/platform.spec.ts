// A county's platform on the composed site: schools on loopback hosts of their own, through the
// host's nginx and the two API processes on PostgreSQL (support/platformHosts.mjs). Run by
// `npm run test:deployment` as the `platform` project, after the checks that need the site to be
// one school; anywhere else it skips. Set up through the API as the people would do it: the
// operator adds two schools and gives each its colours, each school's first ADMIN accepts the
// invitation and publishes a news post. Then in Chromium: each school shows its own name, colours
// and news; an editor of one cannot reach the other's admin; a school the operator adds on the
// console's screen answers on its own host within a minute.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ApiClient, json } from '../../api/src/testing/apiClient.js';
import { sendLogin } from '../support/loginScreen';

interface PlatformSite {
  url: string;
  platform: { host: string; operator: { username: string; password: string } };
}

const site: PlatformSite | undefined = process.env.DEPLOY_CHECK_SITE ? JSON.parse(process.env.DEPLOY_CHECK_SITE) : undefined;

test.skip(!site, 'needs the nginx-served site that `npm run test:deployment` starts');
// One platform, set up once: a failed test leaves the rest unrun rather than adding its schools again.
test.describe.configure({ mode: 'serial' });

/** The address of a host on the site's port: http://127.0.0.2:8080. */
const on = (host: string) => `http://${host}:${site ? new URL(site.url).port : ''}`;

interface SchoolUnderTest {
  name: string;
  host: string;
  colors: { brandColor: string; brandTextColor: string };
  /** The brand colour as the browser computes it. */
  rgb: string;
  news: string;
  admin: { username: string; password: string };
}

const scoala2: SchoolUnderTest = {
  name: 'Școala Gimnazială nr. 2 Câmpina',
  host: '127.0.0.2',
  colors: { brandColor: '#1a5fb4', brandTextColor: '#ffffff' },
  rgb: 'rgb(26, 95, 180)',
  news: 'Concursul de matematică „Cangurul”',
  admin: { username: 'director.campina', password: 'Campina-parola-2026' },
};
const liceul: SchoolUnderTest = {
  name: 'Liceul Teoretic „Nicolae Iorga” Vălenii de Munte',
  host: '127.0.0.3',
  colors: { brandColor: '#ffd200', brandTextColor: '#1b1b1b' },
  rgb: 'rgb(255, 210, 0)',
  news: 'Balul bobocilor la Vălenii de Munte',
  admin: { username: 'director.iorga', password: 'Iorga-parola-2026' },
};
const third = { name: 'Școala Primară Izvoarele', host: '127.0.0.5' };

const today = () => new Date().toISOString().slice(0, 10);

async function expectStatus(response: Response, status: number) {
  expect(response.status, await response.clone().text()).toBe(status);
}

/** The operator adds the school and sets its colours; its first ADMIN accepts the invitation and publishes a news post. */
async function addSchool(operator: ApiClient, school: SchoolUnderTest) {
  const added = await operator.post('/api/platform/schools', { name: school.name, domains: [school.host] });
  await expectStatus(added, 201);
  const { school: row, invitation } = await json(added);
  const branding = { name: school.name, logoUrl: null, faviconUrl: null, footerContacts: `Secretariat: ${school.host}`, ...school.colors };
  await expectStatus(await operator.put(`/api/platform/schools/${row.id}/branding`, branding), 200);

  const link = new URL(invitation.url);
  expect(link.origin, 'the invitation link is on the school’s own host').toBe(on(school.host));
  const admin = new ApiClient(link.origin);
  const accepted = await admin.post('/api/invitations/accept', { token: link.searchParams.get('token'), firstName: 'Ana', lastName: 'Pop', ...school.admin });
  await expectStatus(accepted, 201);
  const post = await admin.post('/api/content/news', { title: school.news, place: school.name, date: today(), body: `<p>${school.news}.</p>`, status: 'PUBLISHED' });
  await expectStatus(post, 201);
}

test.beforeAll(async () => {
  const operator = new ApiClient(on(site!.platform.host));
  await expectStatus(await operator.login(site!.platform.operator.username, site!.platform.operator.password), 200);
  for (const school of [scoala2, liceul]) await addSchool(operator, school);
});

/** Signs in on the host's /login screen; a successful sign-in lands on /home. */
async function signIn(page: Page, host: string, { username, password }: { username: string; password: string }) {
  await page.goto(`${on(host)}/login`);
  await sendLogin(page, username, password);
}

for (const [school, other] of [
  [scoala2, liceul],
  [liceul, scoala2],
] as const) {
  test(`${school.host} shows ${school.name}: its name, its colours and its news, none of the other school’s`, async ({ page }) => {
    await page.goto(`${on(school.host)}/home`);
    const navigation = page.getByRole('navigation', { name: 'Meniu principal' });
    await expect(navigation).toContainText(school.name);
    await expect(navigation).toHaveCSS('background-color', school.rgb);
    // The home page's heading is About us' name, which the school started with.
    await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
    await expect(page.getByRole('link', { name: school.news })).toBeVisible();
    await expect(page.getByText(other.news)).toHaveCount(0);
    await expect(page.getByText(other.name)).toHaveCount(0);

    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([]);

    await page.getByRole('link', { name: school.news }).click();
    await expect(page.getByRole('heading', { level: 1, name: school.news })).toBeVisible();
    await page.goto(`${on(school.host)}/noutati`);
    await expect(page.getByRole('link', { name: school.news })).toBeVisible();
    await expect(page.getByText(other.news)).toHaveCount(0);
  });
}

test('an editor of one school reaches its admin, and not the other school’s: its password and its session count on its own host only', async ({ page }) => {
  await signIn(page, scoala2.host, scoala2.admin);
  await expect(page).toHaveURL(`${on(scoala2.host)}/home`);
  await page.goto(`${on(scoala2.host)}/admin/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard' }).first()).toBeVisible();

  // The same username and password on the other school's host: no account of that school.
  await signIn(page, liceul.host, scoala2.admin);
  await expect(page.getByRole('alert')).toContainText('Username or password is incorrect.');

  // Its session cookie carried to the other school's host signs nobody in there.
  const cookies = await page.context().cookies(on(scoala2.host));
  expect(cookies.length).toBeGreaterThan(0);
  await page.context().addCookies(cookies.map(({ name, value, path, secure, httpOnly, sameSite }) => ({ name, value, path, secure, httpOnly, sameSite, domain: liceul.host })));
  const carried = await page.context().cookies(on(liceul.host));
  expect(carried.map(({ name, value }) => ({ name, value })), 'the browser sends them there').toEqual(expect.arrayContaining(cookies.map(({ name, value }) => ({ name, value }))));
  await page.goto(`${on(liceul.host)}/admin/dashboard`);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
});

/** Reloads the school's home page until it shows the school's name (the site answers), at most a minute. */
async function expectSiteWithin(page: Page, url: string, name: string, ms: number) {
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: ms, intervals: [1_000, 2_000, 5_000] });
}

async function acceptInvitation(browser: Browser, url: string) {
  const page = await browser.newPage();
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Invitație' })).toBeVisible();
  for (const [label, value] of [
    ['First name', 'Elena'],
    ['Last name', 'Stan'],
    ['Username', 'director.izvoarele'],
    ['Password', 'Izvoarele-parola-2026'],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(`${on(third.host)}/admin/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard' }).first()).toBeVisible();
  await page.close();
}

test('the operator adds a third school on the console; its site answers on its host within a minute, and its first ADMIN gets in by the link', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, site!.platform.host, site!.platform.operator);
  await expect(page).toHaveURL(`${on(site!.platform.host)}/home`);
  await page.goto(`${on(site!.platform.host)}/admin/platform/schools`);
  await expect(page.getByRole('heading', { name: 'Schools' }).first()).toBeVisible();

  const form = page.getByRole('form', { name: 'Add school' });
  await form.getByLabel('School name').fill(third.name);
  await form.getByLabel('Domains').fill(third.host);
  await form.getByRole('button', { name: 'Add school' }).click();
  const link = page.getByText(/\/invitatie\?token=/);
  await expect(link).toBeVisible();
  const invitationUrl = (await link.textContent())!.trim();
  await expect(page.getByRole('table')).toContainText(third.name);
  const added = Date.now();

  await expectSiteWithin(page, `${on(third.host)}/home`, third.name, 60_000);
  console.log(`${third.host} answered with its name ${((Date.now() - added) / 1000).toFixed(1)} s after the console added it`);
  await expect(page.getByRole('navigation', { name: 'Meniu principal' })).toContainText(third.name);

  await acceptInvitation(browser, invitationUrl);
});
