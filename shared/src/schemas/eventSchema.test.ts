import { contentMessages as m } from '../messages/contentMessages';
import { EVENT_CATEGORIES, eventInputSchema, eventListQuerySchema } from './eventSchema';
import { validate } from './validate';

const valid = { title: 'Ședința cu părinții', start: '2026-09-08T17:30', category: 'parent-meeting' };
const errorsOf = (values: object) => validate(eventInputSchema, values).errors;

describe('an event as the editor sends it', () => {
  it('takes a timed event with no end, and defaults the rest like news', () => {
    const verdict = validate(eventInputSchema, { ...valid, title: '  Ședința cu părinții ' });
    expect(verdict.value).toEqual({
      ...valid,
      end: null,
      place: '',
      body: '',
      schoolYear: null,
      status: 'DRAFT',
      publishAt: null,
    });
  });

  it('takes an all-day event whose last day equals its first, and a timed one ending the same day', () => {
    expect(errorsOf({ ...valid, start: '2026-10-24', end: '2026-10-24' })).toEqual({});
    expect(errorsOf({ ...valid, start: '2026-10-24', end: '2026-11-01' })).toEqual({});
    expect(errorsOf({ ...valid, end: '2026-09-08T19:00' })).toEqual({});
  });

  it('refuses days that are not real, times out of range and other forms', () => {
    for (const start of ['2026-02-30', '2026-09-08T24:00', '2026-09-08T17:60', '2026-09-08 17:30', '2026-09-08T17:30Z', '8 septembrie', '', 5]) {
      expect(errorsOf({ ...valid, start })).toEqual({ start: m.eventStart });
    }
    expect(errorsOf({ ...valid, end: '2026-13-01T10:00' })).toEqual({ end: m.eventEnd });
    expect(errorsOf({ ...valid, start: '2205-09-08' })).toEqual({ start: m.eventStart });
  });

  it('refuses an end before the start, and a day mixed with a time', () => {
    expect(errorsOf({ ...valid, end: '2026-09-08T17:00' })).toEqual({ end: m.eventEndBeforeStart });
    expect(errorsOf({ ...valid, start: '2026-11-01', end: '2026-10-24' })).toEqual({ end: m.eventEndBeforeStart });
    expect(errorsOf({ ...valid, end: '2026-09-09' })).toEqual({ end: m.eventEndForm });
    expect(errorsOf({ ...valid, start: '2026-09-08', end: '2026-09-09T10:00' })).toEqual({ end: m.eventEndForm });
  });

  it('asks for a title and one of the categories', () => {
    expect(errorsOf({ ...valid, title: ' ', category: 'party' })).toEqual({ title: m.title, category: m.category(EVENT_CATEGORIES) });
    expect(errorsOf({ start: '2026-09-08' })).toEqual({ title: m.title, category: m.category(EVENT_CATEGORIES) });
  });

  it('checks the school year and the lifecycle like news', () => {
    expect(errorsOf({ ...valid, schoolYear: '2026-2028', status: 'LIVE', publishAt: 'tomorrow' })).toEqual({
      schoolYear: m.schoolYear,
      status: m.status,
      publishAt: m.publishAt,
    });
  });
});

describe('the events list query', () => {
  it('takes a day to list from and a category', () => {
    expect(validate(eventListQuerySchema, { from: '2026-09-01', category: 'holiday' }).value).toMatchObject({ from: '2026-09-01', category: 'holiday', page: 1 });
    expect(validate(eventListQuerySchema, { from: '2026-09', category: 'party' }).errors).toEqual({ from: m.date, category: m.category(EVENT_CATEGORIES) });
  });
});

describe('a day no calendar has', () => {
  it('is refused with the message, not thrown on (month 13 made an invalid Date)', () => {
    expect(errorsOf({ ...valid, start: '2026-13-01' })).toEqual({ start: m.eventStart });
    expect(validate(eventListQuerySchema, { from: '2026-13-45' }).errors).toEqual({ from: m.date });
  });
});
