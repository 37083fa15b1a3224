import { formatDay, formatMonthYear } from './romanianDates';

it('writes a day and a month in Romanian, and a day that is not one as it is', () => {
  expect(formatDay('2023-05-19')).toBe('19 mai 2023');
  expect(formatMonthYear('2023-05-19')).toBe('mai 2023');
  expect(formatDay('2023-13-45')).toBe('2023-13-45');
});
