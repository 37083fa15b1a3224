// Data access for the single About us record (id 1), and its texts in the search index.
import { pathOf, siteRoutes } from '@school/shared/routing';
import { ABOUT_US_FIELDS, type AboutUs } from '@school/shared/types';
import type { Db } from '../db/database';
import { indexForSearch, removeFromSearch } from './searchIndexRepository';

export const emptyAboutUs = (): AboutUs => Object.fromEntries(ABOUT_US_FIELDS.map((field) => [field, ''])) as AboutUs;

/** Empty strings until the record exists, as the spec's entity starts. */
export async function getAboutUs(db: Db): Promise<AboutUs> {
  const row = await db.selectFrom('about_us').select(ABOUT_US_FIELDS).where('id', '=', 1).executeTakeFirst();
  return row ?? emptyAboutUs();
}

/** What of About us the search finds. */
export type SearchedAboutUs = Pick<AboutUs, 'name' | 'description' | 'history'>;

/**
 * The texts of About us visitors read on a page, each a search result leading to it (search id →
 * the text, the result's title, the page): the description on /home, under the school's name, and
 * the history on /istoric.
 */
const SEARCHED_TEXTS = [
  { id: 1, text: 'description', title: (aboutUs: SearchedAboutUs) => aboutUs.name.trim() || siteRoutes.public.home, ref: pathOf('home') },
  { id: 2, text: 'history', title: () => siteRoutes.public.istoric, ref: pathOf('istoric') },
] as const;

/** Puts About us' texts in the search index as given (every save, the seed, and migration 0011). */
export async function indexAboutUs(db: Db, aboutUs: SearchedAboutUs): Promise<void> {
  for (const { id, text, title, ref } of SEARCHED_TEXTS) {
    const body = aboutUs[text].replace(/\s+/g, ' ').trim();
    if (body === '') await removeFromSearch(db, 'about-us', id);
    else await indexForSearch(db, { type: 'about-us', id, title: title(aboutUs), body, ref, visibleFrom: 0 });
  }
}

/** Writes the record and its search rows (in the caller's transaction). */
export async function saveAboutUs(db: Db, aboutUs: AboutUs): Promise<AboutUs> {
  const updated = await db.updateTable('about_us').set(aboutUs).where('id', '=', 1).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('about_us').values({ id: 1, ...aboutUs }).execute();
  await indexAboutUs(db, aboutUs);
  return getAboutUs(db);
}
