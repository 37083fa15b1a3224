// The account page (/cont): changing one's own password (PUT /api/account/password). Romanian
// messages, as the page that sends it.
import * as z from 'zod/mini';
import { accountMessages as m } from '../messages/accountMessages';
import { limits } from './fieldRules';

export const passwordChangeSchema = z
  .object({
    // Passwords are not trimmed: spaces may be part of one.
    currentPassword: z.string({ error: m.currentPassword }).check(z.minLength(1, m.currentPassword)),
    newPassword: z
      .string({ error: m.newPassword })
      .check(
        z.minLength(1, { error: m.newPassword, abort: true }),
        z.minLength(limits.passwordMin, m.newPasswordLength),
        z.maxLength(limits.passwordMax, m.newPasswordLength),
      ),
  })
  .check(
    z.refine((change) => change.currentPassword !== change.newPassword, { error: m.newPasswordSame, path: ['newPassword'], when: (payload) => payload.issues.length === 0 }),
  );

export const otherSessionsEndedSchema = z.object({ ended: z.int() });

export type PasswordChange = z.input<typeof passwordChangeSchema>;
export type OtherSessionsEnded = z.output<typeof otherSessionsEndedSchema>;
