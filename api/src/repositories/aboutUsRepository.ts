// Data access for the single About us record (id 1).
import { ABOUT_US_FIELDS, type AboutUs } from '@school/shared/types';
import type { Db } from '../db/database';

const emptyAboutUs = (): AboutUs => Object.fromEntries(ABOUT_US_FIELDS.map((field) => [field, ''])) as AboutUs;

/** Empty strings until the record exists, as the spec's entity starts. */
export async function getAboutUs(db: Db): Promise<AboutUs> {
  const row = await db.selectFrom('about_us').select(ABOUT_US_FIELDS).where('id', '=', 1).executeTakeFirst();
  return row ?? emptyAboutUs();
}

export async function saveAboutUs(db: Db, aboutUs: AboutUs): Promise<AboutUs> {
  const updated = await db.updateTable('about_us').set(aboutUs).where('id', '=', 1).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('about_us').values({ id: 1, ...aboutUs }).execute();
  return getAboutUs(db);
}
