// `npm run admin -- --username NAME [--platform]`: creates or resets an ADMIN (with --platform,
// the county platform's PLATFORM_ADMIN). The password comes from ADMIN_PASSWORD, else a random
// one is printed once.
import { limits } from '@school/shared/schemas';
import { PLATFORM_ROLE } from '@school/shared/types';
import { createOrResetAdmin, generatePassword } from '../auth/adminAccount';
import type { ScryptParams } from '../auth/passwords';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

export interface AdminCommandEnvironment {
  databaseUrl: string;
  adminPassword: string | undefined;
  hashing: ScryptParams;
  print: (line: string) => void;
}

export const adminCommandUsage = 'Usage: npm run admin -- --username NAME';

export function readUsernameArgument(args: string[]): string | undefined {
  const index = args.findIndex((arg) => arg === '--username' || arg.startsWith('--username='));
  if (index < 0) return undefined;
  const arg = args[index] as string;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
}

/** Answers the exit code. */
export async function runAdminCommand(args: string[], env: AdminCommandEnvironment): Promise<number> {
  const username = readUsernameArgument(args)?.trim();
  if (!username || !limits.usernamePattern.test(username)) {
    env.print(adminCommandUsage);
    env.print('NAME: 3 to 50 characters, letters, digits, dot, underscore or hyphen.');
    env.print('--platform: make NAME the county platform\'s PLATFORM_ADMIN (signs in on PLATFORM_HOST) instead of an ADMIN.');
    return 2;
  }
  const role = args.includes('--platform') ? PLATFORM_ROLE : 'ADMIN';
  const password = env.adminPassword ?? generatePassword();
  const db = createDatabase(env.databaseUrl);
  try {
    await migrateToLatest(db);
    const { created } = await db
      .transaction()
      .execute((trx) => createOrResetAdmin(trx, username, password, env.hashing, Date.now(), role));
    const what = created ? 'Created' : 'Reset';
    env.print(
      env.adminPassword
        ? `${what} ${role} user "${username}" with the password from ADMIN_PASSWORD`
        : `${what} ${role} user "${username}" with password: ${password} (shown once)`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}
