// The school's calendar on the seeded site: /calendar by month and by category, an event's page,
// "Urmează" on /home, and the iCalendar feeds a phone subscribes to, parsed by a real iCalendar
// parser (ical.js). The seed's parent meeting is two weeks after the seeding, 17:30–19:00 in Bucharest.
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { bucharestInstant, parseFeed } from '../support/icalendar';

const MEETING = 'Ședința cu părinții';

test('/calendar lists the upcoming events by month and by category, and links each to its page', async ({ page }) => {
  await page.goto('/calendar');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Calendar');
  const meeting = main.getByRole('link', { name: MEETING });
  await expect(meeting).toBeVisible();
  await expect(main.getByText(/^\d{1,2} \p{L}+ \d{4}, ora 17:30 – 19:00$/u)).toBeVisible();
  await expectNoAxeViolations(page);

  const categories = main.getByRole('navigation', { name: 'Alegeți o categorie' });
  await categories.getByRole('link', { name: 'Vacanță' }).click();
  await expect(page).toHaveURL(/\/calendar\?categorie=holiday$/);
  await expect(main.getByText('Nu este niciun eveniment programat în această categorie.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Abonare: Vacanță' })).toHaveAttribute('href', /^webcal:\/\/localhost:\d+\/api\/calendar\/holiday\.ics$/);
  await categories.getByRole('link', { name: 'Ședință cu părinții' }).click();
  await expect(main.getByRole('link', { name: MEETING })).toBeVisible();

  await main.getByRole('link', { name: MEETING }).click();
  await expect(page).toHaveURL(/\/calendar\/sedinta-cu-parintii$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(MEETING);
  await expect(main).toContainText('Sala de festivități');
  await expect(main.getByRole('link', { name: 'Ședință cu părinții' })).toHaveAttribute('href', '/calendar?categorie=parent-meeting');
  await expect(page).toHaveTitle(/^Ședința cu părinții · /);
  await expectNoAxeViolations(page);
});

test('Urmează on /home shows the next events, with a link to the calendar', async ({ page }) => {
  await page.goto('/home');
  const next = page.getByRole('region', { name: 'Urmează' });
  await expect(next.getByRole('link', { name: MEETING })).toHaveAttribute('href', '/calendar/sedinta-cu-parintii');
  await expect(next.getByRole('link', { name: 'Tot calendarul' })).toHaveAttribute('href', '/calendar');
});

test('the .ics feeds the calendar links to are RFC 5545 calendars a phone reads in Bucharest time', async ({ page }) => {
  await page.goto('/calendar');
  const subscribe = page.getByRole('link', { name: 'Abonare: tot calendarul' });
  await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/localhost:\d+\/api\/calendar\.ics$/);
  const download = await page.getByRole('link', { name: 'Descărcați fișierul .ics (tot calendarul)' }).getAttribute('href');
  expect(download).toBe((await subscribe.getAttribute('href'))!.replace(/^webcal:/, 'http:'));

  const feed = await page.request.get(download!);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  const meeting = parseFeed(text).find((event) => event.summary === MEETING);
  expect(meeting).toBeDefined();
  const day = (await page.getByRole('main').locator('time').first().getAttribute('datetime'))!.slice(0, 10);
  expect(meeting).toMatchObject({
    location: 'Sala de festivități',
    start: bucharestInstant(day, '17:30'),
    end: bucharestInstant(day, '19:00'),
    url: `${new URL(page.url()).origin}/calendar/sedinta-cu-parintii`,
    uid: expect.stringMatching(/^event-\d+@localhost:\d+$/),
  });

  const meetings = parseFeed(await (await page.request.get('/api/calendar/parent-meeting.ics')).text());
  expect(meetings.map((event) => event.uid)).toContain(meeting!.uid);
  expect(parseFeed(await (await page.request.get('/api/calendar/holiday.ics')).text()).map((event) => event.summary)).not.toContain(MEETING);
});
