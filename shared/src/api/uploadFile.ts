// A file sent to the API with XMLHttpRequest, because fetch (and so RTK Query) reports no upload
// progress and a cancel must stop the bytes on their way. Same rules as the base query: cookies
// sent, the XSRF header from the cookie, and a write refused for a stale token sent once more.
import { getApiBaseUrl } from '../config/apiBaseUrl';
import { messages } from '../messages/userMessages';
import { XSRF_HEADER, xsrfHeaderFor } from './xsrf';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** Why an upload did not give its answer: the API's status and its message if it gave one, a cancel, or no connection. */
export class UploadError extends Error {
  constructor(
    readonly status: number | 'aborted' | 'network',
    readonly apiMessage?: string,
  ) {
    super(apiMessage ?? messages.unexpected);
  }
}

export interface UploadRequest {
  /** The API path, e.g. '/media'. */
  path: string;
  file: File;
  /** The form's other fields, sent before the file so the API reads them first. */
  fields?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
}

export interface UploadHandle<T> {
  /** The API's answer (JSON), or an UploadError. */
  result: Promise<T>;
  abort: () => void;
}

const tokenFor = (url: string) =>
  typeof document === 'undefined' ? undefined : xsrfHeaderFor('POST', url, document.cookie, window.location.origin);

function messageOf(xhr: XMLHttpRequest): string | undefined {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === 'string' && body.message !== '') return body.message;
  } catch {
    // Not JSON (a proxy's page): no message of the API's.
  }
  return undefined;
}

export function uploadFile<T>({ path, file, fields = {}, onProgress }: UploadRequest): UploadHandle<T> {
  const url = `${getApiBaseUrl()}${path}`;
  let current: XMLHttpRequest | undefined;
  let aborted = false;

  const send = (token: string | undefined) =>
    new Promise<XMLHttpRequest>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      current = xhr;
      xhr.open('POST', url);
      xhr.withCredentials = true;
      if (token) xhr.setRequestHeader(XSRF_HEADER, token);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
      };
      xhr.onload = () => resolve(xhr);
      xhr.onerror = () => reject(new UploadError('network'));
      xhr.onabort = () => reject(new UploadError('aborted'));
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      body.append('file', file, file.name);
      xhr.send(body);
    });

  const run = async (): Promise<T> => {
    const token = tokenFor(url);
    let xhr = await send(token);
    const freshToken = xhr.status === 403 && token ? tokenFor(url) : undefined;
    if (freshToken && freshToken !== token && !aborted) xhr = await send(freshToken);
    if (xhr.status < 200 || xhr.status >= 300) throw new UploadError(xhr.status, messageOf(xhr));
    return JSON.parse(xhr.responseText) as T;
  };

  return {
    result: run(),
    abort: () => {
      aborted = true;
      current?.abort();
    },
  };
}
