// An error the client is meant to see: status, message and, for validation, field → message.
import { messages } from '@school/shared/messages';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 400 with the validators' field messages; does nothing when there are none. */
export function assertValid(errors: Record<string, string | undefined>): void {
  const fields = Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined));
  if (Object.keys(fields).length > 0) throw new ApiError(400, messages.api.invalidInput, fields);
}
