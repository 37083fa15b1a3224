// Migrations are imported, not read from disk, so the bundled server carries them.
import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial';

const migrations: Record<string, Migration> = {
  '0001_initial': initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
