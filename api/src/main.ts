// Starts the API: configuration → database (a platform's: PostgreSQL under row-level security) → migrations → seed (empty database only) → first
// ADMIN → listen. SIGTERM/SIGINT finish the requests in flight, then close the database.
import { buildApp } from './app';
import { describeFirstAdmin, ensureFirstAdmin } from './auth/firstAdmin';
import { loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedContentIfEmpty, seedMediaDir } from './db/seed/contentSeed';
import { seedIfEmpty } from './db/seed/seed';
import { schedulePurge } from './content/trashPurge';
import { platformDatabaseProblem } from './tenancy/platformDatabase';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDatabase(config.databaseUrl);
  const platformProblem = await platformDatabaseProblem(db, config.platformHost);
  if (platformProblem) throw new Error(platformProblem);
  const applied = await migrateToLatest(db);
  const app = await buildApp({ db, config });
  if (applied.length > 0) app.log.info({ migrations: applied }, 'applied migrations');
  if (await seedIfEmpty(db)) app.log.info('seeded the empty database with the sample school');
  if (!seedMediaDir) app.log.warn('the seed files (api/seed-media, or SEED_MEDIA_DIR) are missing: an empty database is seeded without its photos and documents');
  if (await seedContentIfEmpty(db, Date.now(), (key, file, type) => app.media.storage.put(key, file, type))) app.log.info('seeded the empty content platform with the public pages\' content');

  const firstAdmin = describeFirstAdmin(
    await ensureFirstAdmin(db, { adminPassword: config.adminPassword, hashing: config.passwordHashing, now: Date.now() }),
  );
  // Plain stdout, not the JSON log: an operator must be able to read it, and it is shown only once.
  if (firstAdmin) process.stdout.write(`${firstAdmin}\n`);

  const stopPurge = schedulePurge(db, Date.now, (error) => app.log.error({ err: error }, 'purging the trash failed'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopPurge();
    await app.close();
    await db.destroy();
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
