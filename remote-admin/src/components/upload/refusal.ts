// An upload's refusal in plain words: the API's message (it names the file) when it gave one,
// else what the status means.
import { UploadError } from '@school/shared/admin-api';

const byStatus: Record<number, (fileName: string) => string> = {
  401: (name) => `${name} was not uploaded: your session has expired. Sign in again, then upload it again.`,
  413: (name) => `${name} is too large.`,
  415: (name) => `${name} is not a type of file the site accepts.`,
};

export function refusalOf(fileName: string, error: unknown): string {
  if (!(error instanceof UploadError)) return `${fileName} was not uploaded: unexpected error occurred.`;
  if (error.status === 'network') return `${fileName} was not uploaded: the connection failed. Try again.`;
  if (error.status !== 401 && error.apiMessage) return error.apiMessage;
  const fallback = typeof error.status === 'number' ? byStatus[error.status] : undefined;
  return fallback ? fallback(fileName) : `${fileName} was not uploaded: unexpected error occurred.`;
}
