// The first start creates an ADMIN, never with a default password: ADMIN_PASSWORD or a random one.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { adminExists } from '../repositories/usersRepository';
import { createOrResetAdmin, generatePassword } from './adminAccount';
import type { ScryptParams } from './passwords';

export const firstAdminUsername = 'admin';

export type FirstAdminResult =
  | { created: false }
  | { created: true; username: string; password: string; passwordWasGenerated: boolean };

export async function ensureFirstAdmin(
  db: Kysely<Database>,
  options: { adminPassword: string | undefined; hashing: ScryptParams; now: number },
): Promise<FirstAdminResult> {
  return db.transaction().execute(async (trx) => {
    if (await adminExists(trx)) return { created: false };
    const password = options.adminPassword ?? generatePassword();
    await createOrResetAdmin(trx, firstAdminUsername, password, options.hashing, options.now);
    return { created: true, username: firstAdminUsername, password, passwordWasGenerated: !options.adminPassword };
  });
}

/** The one line an operator needs; the generated password is shown here and nowhere else. */
export function describeFirstAdmin(result: FirstAdminResult): string | undefined {
  if (!result.created) return undefined;
  return result.passwordWasGenerated
    ? `Created ADMIN user "${result.username}" with password: ${result.password} (shown once)`
    : `Created ADMIN user "${result.username}" with the password from ADMIN_PASSWORD`;
}
