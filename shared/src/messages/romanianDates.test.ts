import { dayInBucharest, formatDay, formatEventWhen, formatMonthYear } from './romanianDates';

it('writes a day and a month in Romanian, and a day that is not one as it is', () => {
  expect(formatDay('2023-05-19')).toBe('19 mai 2023');
  expect(formatMonthYear('2023-05-19')).toBe('mai 2023');
  expect(formatDay('2023-13-45')).toBe('2023-13-45');
});

it('writes when an event happens, all day or at a time, in Romanian', () => {
  expect(formatEventWhen('2026-09-08', null)).toBe('8 septembrie 2026');
  expect(formatEventWhen('2026-09-08', '2026-09-08')).toBe('8 septembrie 2026');
  expect(formatEventWhen('2025-02-15', '2025-02-23')).toBe('15 – 23 februarie 2025');
  expect(formatEventWhen('2026-10-24', '2026-11-01')).toBe('24 octombrie – 1 noiembrie 2026');
  expect(formatEventWhen('2026-12-21', '2027-01-07')).toBe('21 decembrie 2026 – 7 ianuarie 2027');
  expect(formatEventWhen('2026-09-08T17:30', null)).toBe('8 septembrie 2026, ora 17:30');
  expect(formatEventWhen('2026-09-08T17:30', '2026-09-08T19:00')).toBe('8 septembrie 2026, ora 17:30 – 19:00');
  expect(formatEventWhen('2026-09-08T17:30', '2026-09-09T12:00')).toBe('8 septembrie 2026, ora 17:30 – 9 septembrie 2026, ora 12:00');
});

it('knows the day it is in Romania', () => {
  // 22:30 UTC on 31 December is already 1 January in Bucharest (UTC+2).
  expect(dayInBucharest(Date.UTC(2026, 11, 31, 22, 30))).toBe('2027-01-01');
  expect(dayInBucharest(Date.UTC(2026, 6, 1, 20, 59))).toBe('2026-07-01');
  expect(dayInBucharest(Date.UTC(2026, 6, 1, 21, 0))).toBe('2026-07-02');
});
