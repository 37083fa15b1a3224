// Entry point of `npm run admin`; the work is in adminCommand.ts so tests can call it.
import { productionScryptParams } from '../auth/passwords';
import { defaultDatabaseUrl } from '../config';
import { runAdminCommand } from './adminCommand';

runAdminCommand(process.argv.slice(2), {
  databaseUrl: process.env.DATABASE_URL || defaultDatabaseUrl,
  adminPassword: process.env.ADMIN_PASSWORD || undefined,
  hashing: productionScryptParams,
  print: (line) => process.stdout.write(`${line}\n`),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
