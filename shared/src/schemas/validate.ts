// A schema's verdict as the forms and the API show it: field → the message of the first rule
// that field breaks; an empty object means valid. No zod code here (types only), so the forms'
// module does not carry the schema library.
import type * as z from 'zod/mini';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export type Verdict<S extends z.ZodMiniType> =
  | { valid: true; value: z.output<S>; errors: FieldErrors<keyof z.input<S> & string> }
  | { valid: false; value: undefined; errors: FieldErrors<keyof z.input<S> & string> };

/** Validates `values` with `schema`: the parsed value (trimmed, defaults applied) or the field messages. */
export function validate<S extends z.ZodMiniType>(schema: S, values: unknown): Verdict<S> {
  const result = schema.safeParse(values);
  if (result.success) return { valid: true, value: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { valid: false, value: undefined, errors: errors as FieldErrors<keyof z.input<S> & string> };
}
