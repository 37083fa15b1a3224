// The rules a field can follow, each with the message it answers when broken. Every entity's
// schema is built from these, so a rule (what a name may hold, what a whole number is) is written
// once for every form and every API route. Strings are judged trimmed, passwords excepted.
import * as z from 'zod/mini';
import { messages } from '../messages/userMessages';

// Zod's fast path compiles code with `new Function`, which the site's Content-Security-Policy
// forbids in the browser: without this, each page would log a CSP violation.
z.config({ jitless: true });

export const limits = {
  nameLength: 100,
  usernamePattern: /^[A-Za-z0-9._-]{3,50}$/,
  passwordMin: 8,
  passwordMax: 128,
  aboutUsTextLength: 5000,
  aboutUsFieldLength: 200,
  yearsOfServiceMax: 60,
  classNumberMax: 12,
  /** The largest id an integer column holds. */
  idMax: 2_147_483_647,
} as const;

// What no text keeps: control characters but tab and line breaks (NUL among them, which PostgreSQL
// refuses to store), DEL and the C1 controls, the bidirectional embeddings, overrides and isolates
// (they reorder what a reader sees), and lone surrogates.
// eslint-disable-next-line no-control-regex
const unsafeCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\p{Cs}/gu;

/** `value` without the characters no text keeps. */
export const withoutUnsafeCharacters = (value: string) => value.replace(unsafeCharacters, () => '');

/**
 * The one rule of free text (any text but a name): the characters no text keeps are removed, then
 * the rest is trimmed. Names go further: `requiredName` refuses every hidden character.
 */
export const cleanText = (error?: string) => z.string(error === undefined ? undefined : { error }).check(z.overwrite(withoutUnsafeCharacters), z.trim());

// A letter, digit, punctuation mark or symbol, other than the few that draw nothing (Hangul
// fillers, the blank Braille pattern).
const visibleCharacter = /(?![\u115f\u1160\u3164\uffa0\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;
// Control (tab, line feed, NUL…), format (zero-width, bidi overrides, soft hyphen…), line and
// paragraph separators, and lone surrogates: none belongs in a name.
const hiddenCharacter = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

/** Required text, line breaks allowed: `required` when blank or invisible, `tooLong` past `max`. */
export const requiredText = (required: string, max: number, tooLong = messages.tooLong(max)) =>
  cleanText(required).check(
    z.refine((value) => visibleCharacter.test(value), { error: required, abort: true }),
    z.maxLength(max, tooLong),
  );

/** A required name on one line: refused with `required` when it hides characters (unsafe ones included). */
export const requiredName = (required: string, max: number, tooLong = messages.tooLong(max)) =>
  z.string({ error: required }).check(
    z.trim(),
    z.refine((value) => visibleCharacter.test(value) && !hiddenCharacter.test(value), { error: required, abort: true }),
    z.maxLength(max, tooLong),
  );

/** Anything but blank (trimmed). */
export const notBlank = (required: string) => z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required, abort: true }));

/** One of `values`, exactly as written. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

/** A whole number from `min` to `max`. */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.int({ error: message }).check(z.minimum(min, { error: message }), z.maximum(max, { error: message }));

/** Absent (or null) means none: answered as null. */
export const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(z.nullish(schema), z.transform((value: z.output<T> | null | undefined) => value ?? null));

/** Absent (or null) takes `value`, as the form's preselected value would. */
export const defaulted = <T extends z.ZodMiniType>(schema: T, value: z.output<T>) =>
  z.pipe(z.nullish(schema), z.transform((given: z.output<T> | null | undefined) => given ?? value));

/** A relation as the client sends it, `{ "id": n }` (other properties ignored), or null for none. */
export const reference = (message: string) =>
  optional(z.object({ id: z.int({ error: message }).check(z.positive({ error: message }), z.maximum(limits.idMax, { error: message })) }, { error: message }));

/** A decimal number within ±`bound`, written with a dot (a map coordinate). */
export const coordinate = (required: string, outOfRange: string, bound: number) =>
  notBlank(required).check(z.refine((value) => /^-?\d+(\.\d+)?$/.test(value) && Math.abs(Number(value)) <= bound, outOfRange));

// An address and nothing else (RFC 5321's local part, a domain of letters, digits and hyphens in
// any script): `a@b.ro?bcc=c@d.ro` is not an address with a query, it is no address.
const domainLabel = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const emailPattern = new RegExp(`^[\\p{L}\\p{N}.!#$%&'*+/=?^_\`{|}~-]{1,64}@(?:${domainLabel}\\.)+(?:\\p{L}{2,63}|xn--[a-z0-9-]{1,59})$`, 'u');

/** An email address: the name rules, then the shape of an address. */
export const email = (required: string, badFormat: string, max: number, tooLong = messages.tooLong(max)) =>
  requiredName(required, max, tooLong).check(z.refine((value) => emailPattern.test(value), badFormat));
