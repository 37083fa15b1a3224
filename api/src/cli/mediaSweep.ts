// Entry point of `npm run media:sweep`: removes stored media files that no row names, and abandoned
// temporary uploads, older than the grace period (`--grace-minutes N`, default 60, so uploads in
// progress on a running server are spared). The API also sweeps once at every start.
import { loadMediaConfig } from '../media/mediaConfig';
import { createMediaStorage } from '../media/storage/createMediaStorage';
import { SWEEP_GRACE_MS, sweepOrphanFiles } from '../media/sweep';
import { defaultDatabaseUrl } from '../config';
import { createDatabase } from '../db/database';

async function main(args: string[]): Promise<number> {
  const flag = args.indexOf('--grace-minutes');
  const graceMs = flag >= 0 ? Number(args[flag + 1]) * 60_000 : SWEEP_GRACE_MS;
  if (!Number.isFinite(graceMs) || graceMs < 0) {
    process.stderr.write('Usage: npm run media:sweep -- [--grace-minutes N]\n');
    return 2;
  }
  const db = createDatabase(process.env.DATABASE_URL || defaultDatabaseUrl);
  try {
    const removed = await sweepOrphanFiles(db, createMediaStorage(loadMediaConfig(process.env)), { graceMs });
    process.stdout.write(`Removed ${removed.length} media ${removed.length === 1 ? 'file' : 'files'} no row names.\n`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
