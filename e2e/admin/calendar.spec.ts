// The calendar end to end: a MANAGER adds an event on the Events screen and publishes it; a visitor
// then finds it on /calendar, in "Urmează" on /home, in the .ics feed (read by a real iCalendar
// parser, in Bucharest time) and in the site's search. The event goes to the trash afterwards:
// the public specs count the seed's upcoming events.
import { expect, test } from '../support/fixtures';
import { xsrfHeader } from '../support/apiRequests';
import { bucharestInstant, parseFeed } from '../support/icalendar';
import { createManager, search, signInAs, successBanner, type Credentials } from './support';

const stamp = Date.now().toString(36);
const TITLE = `Olimpiada de matematică ${stamp}`;
let manager: Credentials;
let eventId: number | undefined;

/** Tomorrow's date in Bucharest, as a date field holds it (YYYY-MM-DD). */
const tomorrow = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Bucharest', dateStyle: 'short' }).format(Date.now() + 24 * 3600_000);

test.beforeAll(async ({ baseURL }) => {
  manager = await createManager(baseURL, 'calendar');
});

test.afterAll(async ({ browser, baseURL }) => {
  if (eventId === undefined) return;
  const admin = await browser.newPage({ baseURL });
  await signInAs(admin, manager);
  const removed = await admin.request.delete(`/api/content/events/${eventId}`, { headers: await xsrfHeader(admin.request) });
  expect(removed.ok(), await removed.text()).toBe(true);
  await admin.close();
});

test('an event published on the Events screen reaches /calendar, Urmează on /home, the .ics feed and search', async ({ page, browser, baseURL }) => {
  const day = tomorrow();
  await signInAs(page, manager);
  await page.goto('/admin/events');
  await expect(page.getByRole('heading', { level: 1, name: 'All Events' })).toBeVisible();
  await page.getByRole('button', { name: 'Add event' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await page.getByRole('combobox', { name: 'Dates' }).selectOption({ label: 'At a time' });
  await page.getByLabel('Start').fill(`${day}T10:00`);
  await page.getByLabel('End (optional)').fill(`${day}T12:30`);
  await page.getByRole('textbox', { name: 'Place' }).fill('Laboratorul de informatică');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Competition' });
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Etapa pe școală, pentru clasele V–VIII.');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/content/events') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(successBanner(page)).toContainText('Published.');
  eventId = ((await (await saved).json()) as { id: number }).id;
  await search(page, 'Search events', stamp);
  await expect(page.getByRole('button', { name: `Edit ${TITLE}` })).toBeVisible();

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto('/calendar');
  const event = visitor.getByRole('main').getByRole('link', { name: TITLE });
  await expect(event).toBeVisible();
  await event.click();
  await expect(visitor.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(visitor.getByRole('main')).toContainText('Laboratorul de informatică');
  await expect(visitor.getByRole('main')).toContainText('Etapa pe școală, pentru clasele V–VIII.');
  const address = new URL(visitor.url()).pathname;

  await visitor.goto('/home');
  await expect(visitor.getByRole('region', { name: 'Urmează' }).getByRole('link', { name: TITLE })).toHaveAttribute('href', address);

  const feed = await visitor.request.get('/api/calendar/competition.ics');
  expect(feed.status()).toBe(200);
  expect(parseFeed(await feed.text()).find((item) => item.summary === TITLE)).toMatchObject({
    location: 'Laboratorul de informatică',
    start: bucharestInstant(day, '10:00'),
    end: bucharestInstant(day, '12:30'),
    url: `${new URL(baseURL!).origin}${address}`,
  });

  await visitor.goto(`/cautare?q=${encodeURIComponent(`olimpiada ${stamp}`)}`);
  const result = visitor.getByRole('main').getByRole('listitem').filter({ has: visitor.getByRole('link', { name: TITLE }) });
  await expect(result).toContainText('Eveniment');
  await expect(result.getByRole('link', { name: TITLE })).toHaveAttribute('href', address);
  await visitor.close();
});
