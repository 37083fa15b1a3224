// Turns raw path parameters and bodies into checked values before any route logic sees them.
import { messages } from '@school/shared/messages';
import { ApiError } from '../http/apiError';

const maxId = 2_147_483_647;

/** A path id must be a positive whole number that fits an integer column. */
export function parseId(params: unknown): number {
  const raw = (params as { id?: unknown } | undefined)?.id;
  const id = typeof raw === 'string' && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= maxId)) throw new ApiError(400, messages.api.invalidId);
  return id;
}

/** The body as an object with every string trimmed, except the named fields (passwords). */
export function readBody(body: unknown, untrimmed: readonly string[] = []): Record<string, unknown> {
  const object = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(object).map(([key, value]) => [key, typeof value === 'string' && !untrimmed.includes(key) ? value.trim() : value]),
  );
}

/**
 * A relation as sent: null or absent means none, `{ "id": n }` a reference. Answers undefined for
 * anything else so the caller reports the field.
 */
export function readReference(value: unknown): number | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return undefined;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= maxId ? id : undefined;
}

/** The object without the named fields whose value is null or undefined, so defaults can fill them. */
export function withoutNulls(input: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([key, value]) => !(fields.includes(key) && value == null)));
}
