import type BetterSqlite3 from 'better-sqlite3';

/** The better-sqlite3 Database constructor for this Node (loaded on first use). */
export declare function loadSqliteDriver(): typeof BetterSqlite3;
