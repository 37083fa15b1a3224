import { romanianCount } from './romanianCounts';

it('puts "de" between a number and its noun from twenty on, as Romanian does', () => {
  expect([1, 3, 19, 20, 32, 100, 101, 119, 120].map((n) => romanianCount(n, 'rezultat', 'rezultate'))).toEqual([
    '1 rezultat',
    '3 rezultate',
    '19 rezultate',
    '20 de rezultate',
    '32 de rezultate',
    '100 de rezultate',
    '101 rezultate',
    '119 rezultate',
    '120 de rezultate',
  ]);
});
