// What the route plugins are given by app.ts besides their own services: the database, and the
// clock for those that date what they write or show (tests move it).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface DatabaseOptions {
  db: Kysely<Database>;
}

export interface DatedOptions extends DatabaseOptions {
  now: () => number;
}
