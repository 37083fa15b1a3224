import { eventFixture } from '../test/fixtures';
import { latestYearOf } from './useLatestYearEvents';

const event = (id: number, schoolYear: string, start: string) => eventFixture(id, `Eveniment ${id}`, { schoolYear, start, allDay: start.length === 10 });

test('the latest school year’s events come in time order: a day before its timed events, a tie by id', () => {
  const events = [
    event(1, '2025-2026', '2026-05-04'),
    event(2, '2026-2027', '2027-05-10T09:00'),
    event(3, '2026-2027', '2027-05-10'),
    event(4, '2026-2027', '2027-03-01'),
    event(6, '2026-2027', '2027-05-10T08:30'),
    event(5, '2026-2027', '2027-05-10T08:30'),
  ];
  const latest = latestYearOf(events);
  expect(latest.schoolYear).toBe('2026-2027');
  expect(latest.events.map(({ id }) => id)).toEqual([4, 3, 5, 6, 2]);
});

test('no events: no school year', () => {
  expect(latestYearOf([])).toEqual({ schoolYear: null, events: [] });
});
