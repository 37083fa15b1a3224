// A host's school is asked of the database once per HOST_CACHE_MS; a host that names no school is
// asked every time, so a school added (or a domain given) answers at once.
import type { SchoolRecord } from '../repositories/schoolsRepository';
import { createSchoolHostCache, HOST_CACHE_MS } from './schoolHostCache';

const school = (id: number): SchoolRecord => ({ id, status: 'ACTIVE', quotaBytes: 1, branding: {} as SchoolRecord['branding'] });

it('keeps a found school for a moment, then asks again; never keeps a host without one', async () => {
  let time = 0;
  const asked: string[] = [];
  const schools = new Map([['scoala.test', school(1)]]);
  const cache = createSchoolHostCache(async (host) => {
    asked.push(host);
    return schools.get(host);
  }, () => time);

  expect(await cache.find('scoala.test')).toEqual(school(1));
  schools.set('scoala.test', school(2));
  time = HOST_CACHE_MS - 1;
  expect(await cache.find('scoala.test')).toEqual(school(1));
  time = HOST_CACHE_MS;
  expect(await cache.find('scoala.test')).toEqual(school(2));

  expect(await cache.find('noua.test')).toBeUndefined();
  schools.set('noua.test', school(3));
  expect(await cache.find('noua.test')).toEqual(school(3));

  schools.set('scoala.test', school(4));
  cache.clear();
  expect(await cache.find('scoala.test')).toEqual(school(4));
  expect(asked).toEqual(['scoala.test', 'scoala.test', 'noua.test', 'noua.test', 'scoala.test']);
});

it('looks a kept school up again for a request that asks for a fresh answer, and keeps what it found', async () => {
  let time = 0;
  const schools = new Map([['scoala.test', school(1)]]);
  const cache = createSchoolHostCache(async (host) => schools.get(host), () => time);

  expect(await cache.find('scoala.test')).toEqual(school(1));
  schools.set('scoala.test', school(2));
  expect(await cache.find('scoala.test', true)).toEqual(school(2));
  time = HOST_CACHE_MS - 1;
  expect(await cache.find('scoala.test')).toEqual(school(2));
});
