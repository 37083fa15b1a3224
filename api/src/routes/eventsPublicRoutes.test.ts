// The calendar's public reads and its iCalendar feeds, parsed by a real iCalendar parser (ical.js).
import ICAL from 'ical.js';
import type { EventInput, EventPage } from '@school/shared/types';
import { contentMessages as m } from '@school/shared/messages/content';
import { eventInputSchema, EVENT_CATEGORIES } from '@school/shared/schemas';
import { eventKind } from '../content/kinds/event';
import { startTestApi, type TestApi } from '../testing/startTestApi';

let api: TestApi;
const slugs: Record<string, string> = {};

const add = async (key: string, input: EventInput) => {
  const saved = await eventKind.save(api.db, null, eventInputSchema.parse(input), { id: null, username: 'test' }, api.clock.now());
  slugs[key] = saved!.slug;
};

beforeAll(async () => {
  api = await startTestApi({ seed: false, config: { publicSiteUrl: 'https://scoala.example' } });
  // The test clock reads 2026-09-15 08:00 UTC.
  await add('lastYear', { title: 'Tabăra de anul trecut', start: '2025-07-01', category: 'project', status: 'PUBLISHED' });
  await add('past', { title: 'Serbarea de sfârșit de an', start: '2026-06-19', category: 'other', status: 'PUBLISHED' });
  await add('holiday', { title: 'Vacanța de toamnă', start: '2026-10-24', end: '2026-11-01', category: 'holiday', status: 'PUBLISHED' });
  await add('beforeDst', { title: 'Ședința cu părinții, clasa a V-a', start: '2026-10-24T17:30', end: '2026-10-24T19:00', category: 'parent-meeting', status: 'PUBLISHED' });
  await add('afterDst', { title: 'Ședința cu părinții, clasa a VI-a', start: '2026-10-25T17:30', category: 'parent-meeting', status: 'PUBLISHED' });
  await add('spring', { title: 'Olimpiada de matematică — etapa județeană, cu toți elevii calificați din județ', start: '2027-03-28T10:00', end: '2027-03-28T13:00', category: 'competition', place: 'Liceul „Mihai Viteazul”, sala 2; etajul 1', body: '<p>Aduceți: pix, riglă; creion\\gumă</p><p>Rezultatele <strong>a doua zi</strong>.</p>', status: 'PUBLISHED' });
  await add('draft', { title: 'Ciornă de eveniment', start: '2026-11-10', category: 'other', status: 'DRAFT' });
  await add('scheduled', { title: 'Eveniment programat', start: '2026-11-11', category: 'other', status: 'PUBLISHED', publishAt: '2026-10-01T00:00:00Z' });
});
afterAll(() => api.close());

async function fetchCalendar(path: string) {
  const answer = await api.client().get(path);
  const text = await answer.text();
  return { answer, text };
}

/** The feed's events as a client reads them: UTC instants for timed events, dates for all-day ones. */
function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const time = (value: ICAL.Time | null) => (value === null ? null : value.isDate ? value.toString() : value.toJSDate().toISOString());
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: time(event.startDate),
      end: component.hasProperty('dtend') ? time(event.endDate) : null,
      categories: component.getFirstPropertyValue('categories'),
      url: component.getFirstPropertyValue('url'),
    };
  });
}

describe('GET /api/calendar.ics', () => {
  it('is an RFC 5545 calendar of the published events, with CRLF lines of at most 75 octets', async () => {
    const { answer, text } = await fetchCalendar('/api/calendar.ics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines.every((line) => !line.includes('\n') && Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Bucharest\r\n');

    const events = parseEvents(text);
    expect(events.map((event) => event.summary)).toEqual([
      'Serbarea de sfârșit de an',
      'Vacanța de toamnă',
      'Ședința cu părinții, clasa a V-a',
      'Ședința cu părinții, clasa a VI-a',
      'Olimpiada de matematică — etapa județeană, cu toți elevii calificați din județ',
    ]);
    // Events over more than a year ago are left out, drafts and scheduled events too.
    expect(text).not.toContain('Tabăra de anul trecut');
    expect(text).not.toContain('Ciornă');
    expect(text).not.toContain('programat');
  });

  it('writes all-day events as dates ending the day after their last day', async () => {
    const events = parseEvents((await fetchCalendar('/api/calendar.ics')).text);
    expect(events[1]).toMatchObject({ start: '2026-10-24', end: '2026-11-02', categories: 'Vacanță' });
    expect(events[0]).toMatchObject({ start: '2026-06-19', end: '2026-06-20' });
  });

  it('places timed events in Bucharest time on either side of the changes to and from summer time', async () => {
    const events = parseEvents((await fetchCalendar('/api/calendar.ics')).text);
    // Summer time (UTC+3) until 25 October 2026 04:00, then UTC+2; again UTC+3 from 28 March 2027 03:00.
    expect(events[2]).toMatchObject({ start: '2026-10-24T14:30:00.000Z', end: '2026-10-24T16:00:00.000Z' });
    expect(events[3]).toMatchObject({ start: '2026-10-25T15:30:00.000Z', end: null });
    expect(events[4]).toMatchObject({ start: '2027-03-28T07:00:00.000Z', end: '2027-03-28T10:00:00.000Z' });
  });

  it('keeps the text a teacher typed, commas, semicolons, backslashes and paragraphs included', async () => {
    const { text } = await fetchCalendar('/api/calendar.ics');
    expect(text).toContain('LOCATION:Liceul „Mihai Viteazul”\\, sala 2\\; etajul 1');
    const [spring] = parseEvents(text).slice(4);
    expect(spring).toMatchObject({
      location: 'Liceul „Mihai Viteazul”, sala 2; etajul 1',
      description: 'Aduceți: pix, riglă; creion\\gumă\nRezultatele a doua zi.',
      categories: 'Concurs',
      url: `https://scoala.example/calendar/${slugs.spring}`,
    });
  });

  it('gives each event the same UID in every answer and every feed', async () => {
    const first = parseEvents((await fetchCalendar('/api/calendar.ics')).text).map((event) => event.uid);
    const again = parseEvents((await fetchCalendar('/api/calendar.ics')).text).map((event) => event.uid);
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
    expect(first.every((uid) => /^event-\d+@scoala\.example$/.test(uid))).toBe(true);
    const meetings = parseEvents((await fetchCalendar('/api/calendar/parent-meeting.ics')).text);
    expect(meetings.map((event) => event.uid)).toEqual(first.slice(2, 4));
  });
});

describe('GET /api/calendar/:category.ics', () => {
  it('holds only that category’s published events', async () => {
    const { answer, text } = await fetchCalendar('/api/calendar/holiday.ics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(parseEvents(text).map((event) => event.summary)).toEqual(['Vacanța de toamnă']);
    expect(text).toContain('X-WR-CALNAME:Vacanță — ');
    expect(parseEvents((await fetchCalendar('/api/calendar/exam.ics')).text)).toEqual([]);
  });

  it('answers an unknown category with the list of categories, not a server error', async () => {
    const answer = await api.client().get('/api/calendar/party.ics');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ message: m.category(EVENT_CATEGORIES) });
  });
});

const listed = async (query: string) => (await (await api.client().get(`/api/content/events?${query}`)).json()) as EventPage;

describe('GET /api/content/events', () => {
  it('lists the published events not over before a day, in time order, by category', async () => {
    const all = await listed('from=2026-10-24');
    expect(all.items.map((event) => event.slug)).toEqual([slugs.holiday, slugs.beforeDst, slugs.afterDst, slugs.spring]);
    expect(all.items[0]).toMatchObject({ start: '2026-10-24', end: '2026-11-01', allDay: true, category: 'holiday', schoolYear: '2026-2027' });
    expect(all.items[1]).toMatchObject({ start: '2026-10-24T17:30', end: '2026-10-24T19:00', allDay: false });

    // The holiday is not over on 30 October, its last day is 1 November.
    const later = await listed('from=2026-10-30&category=holiday');
    expect(later.items.map((event) => event.slug)).toEqual([slugs.holiday]);
    const over = await listed('from=2026-11-02&category=holiday');
    expect(over).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a day that is not one with its message', async () => {
    const answer = await api.client().get('/api/content/events?from=2026-13-01');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ message: m.date });
  });

  it('answers one published event by its slug, and 404 for a draft or a scheduled one', async () => {
    const answer = await api.client().get(`/api/content/events/by-slug/${slugs.afterDst}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ title: 'Ședința cu părinții, clasa a VI-a', start: '2026-10-25T17:30', end: null, allDay: false });
    expect((await api.client().get(`/api/content/events/by-slug/${slugs.draft}`)).status).toBe(404);
    expect((await api.client().get(`/api/content/events/by-slug/${slugs.scheduled}`)).status).toBe(404);
    expect((await api.client().get('/api/content/events/by-slug/nu-exista')).status).toBe(404);
  });
});
