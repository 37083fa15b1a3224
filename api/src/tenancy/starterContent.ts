// What a school added in the console starts with: About us under its name (the home page's
// heading, the privacy notice's controller, the accessibility statement), and every fixed page the
// public menu links to as an empty draft, so its editors find each in the Pages list and in Needs
// attention and a visitor meets the page's empty state until it is published. Nothing of the seed's
// sample school (news, events, staff, files): a school's facts are its own (docs/decisions.md).
import type { Transaction } from 'kysely';
import { pageInputSchema } from '@school/shared/schemas';
import type { Actor } from '../content/contentLifecycle';
import { pageKind } from '../content/kinds/page';
import { isPostgres } from '../db/migrations/dialect';
import type { Database } from '../db/schema';
import { checked, fixedPages } from '../db/seed/contentSeed';
import { emptyAboutUs, saveAboutUs } from '../repositories/aboutUsRepository';
import { enterSchool } from './schoolTransaction';

/**
 * Writes the starter content in the transaction that made the school, as that school. Only on
 * PostgreSQL: a platform runs nowhere else (platformDatabase.ts), and on SQLite the rows would be
 * the install's own.
 */
export async function writeStarterContent(trx: Transaction<Database>, school: { id: number; name: string }, actor: Actor, now: number): Promise<void> {
  if (!isPostgres(trx)) return;
  await enterSchool(trx, school.id);
  await saveAboutUs(trx, { ...emptyAboutUs(), name: school.name });
  for (const page of fixedPages) await pageKind.save(trx, null, checked(pageInputSchema, page, `page ${page.key}`, 'DRAFT'), actor, now);
}
