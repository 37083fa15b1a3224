// "Contains, without regard to case" on both databases: LIKE over lower(column), with LIKE's own
// characters (%, _ and the escape) in the searched text matched as themselves.
import { sql, type RawBuilder } from 'kysely';

/** The pattern that matches `text` anywhere, lower-cased and escaped, with its ESCAPE clause. */
export const containsPattern = (text: string): RawBuilder<string> =>
  sql<string>`${`%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;
