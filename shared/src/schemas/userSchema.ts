// The user: what sign-in, the session check and registration answer; the sign-in form's
// credentials (sent as HTTP Basic); the registration form (POST /user/registration).
import * as z from 'zod/mini';
import { SIGNED_IN_ROLES } from '../types/enums';
import { limits, notBlank, requiredName } from './fieldRules';
import { signInMessages } from '../messages/signInMessages';

/** The signed-in user. `token` is always "": the session lives in an httpOnly cookie. */
export const userSchema = z.object({
  id: z.int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(SIGNED_IN_ROLES),
  token: z.string(),
});

export const credentialsSchema = z.object({
  username: notBlank(signInMessages.login.username),
  // Passwords are not trimmed: spaces may be part of one.
  password: z.string({ error: signInMessages.login.password }).check(z.minLength(1, signInMessages.login.password)),
});

const r = signInMessages.registration;

/** The registration form's rules; the API adds the common-passwords check (its list is ~380 KB). */
export const registrationSchema = z.object({
  firstName: requiredName(r.firstName, limits.nameLength),
  lastName: requiredName(r.lastName, limits.nameLength),
  username: notBlank(r.username).check(z.regex(limits.usernamePattern, r.usernameFormat)),
  password: z
    .string({ error: r.password })
    .check(
      z.minLength(1, { error: r.password, abort: true }),
      z.minLength(limits.passwordMin, r.passwordLength),
      z.maxLength(limits.passwordMax, r.passwordLength),
    ),
});

export type User = z.output<typeof userSchema>;
export type Credentials = z.input<typeof credentialsSchema>;
/** The spec's registration body also carries an empty `token`, which the API ignores. */
export type Registration = z.input<typeof registrationSchema> & { token: string };
