// The API as main.ts starts it, with cheap password hashing: the fault tests flood the sign-in
// endpoint, and production scrypt (about 1 s of CPU per hash here) would measure the hash, not
// the server. Bundled by esbuild into a temporary folder and run as its own process.
import { buildApp } from '../../app';
import { ensureFirstAdmin } from '../../auth/firstAdmin';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { seedIfEmpty } from '../../db/seed/seed';
import { testHashing } from '../../testing/testConfig';

async function main(): Promise<void> {
  const config = { ...loadConfig(), passwordHashing: testHashing };
  const db = createDatabase(config.databaseUrl);
  await migrateToLatest(db);
  const app = await buildApp({ db, config });
  await seedIfEmpty(db);
  await ensureFirstAdmin(db, { adminPassword: config.adminPassword, hashing: config.passwordHashing, now: Date.now() });
  process.once('SIGTERM', () => void app.close().then(() => db.destroy()));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
