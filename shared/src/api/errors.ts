// Reading the API's error body ({message, errors}) out of an RTK Query error.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiErrorBody } from '../types';
import { messages } from '../messages/userMessages';

export type RequestError = FetchBaseQueryError | SerializedError | undefined;

function body(error: RequestError): Partial<ApiErrorBody> | undefined {
  if (!error || !('status' in error)) return undefined;
  const data = error.data;
  return data && typeof data === 'object' ? (data as Partial<ApiErrorBody>) : undefined;
}

/** The server's message, else the given fallback (the spec's 'Unexpected error occurred.'). */
export function getErrorMessage(error: RequestError, fallback: string = messages.unexpected): string {
  const message = body(error)?.message;
  return typeof message === 'string' && message !== '' ? message : fallback;
}

/** Field → message from a 400/409 answer, for showing the API's refusals beside the fields. */
export function getFieldErrors(error: RequestError): Record<string, string> {
  const errors = body(error)?.errors;
  return errors && typeof errors === 'object' ? errors : {};
}

export function getStatus(error: RequestError): number | string | undefined {
  return error && 'status' in error ? error.status : undefined;
}
