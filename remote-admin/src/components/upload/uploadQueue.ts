// The files chosen for upload and what became of each: waiting (alt text asked), queued,
// uploading with its progress, done, refused with the API's words, or cancelled. At most
// MAX_CONCURRENT uploads run at once; the rest wait their turn.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { sessionExpired, type Media } from '@school/shared';
import { mediaUploaded, uploadFile, UploadError, type UploadHandle } from '@school/shared/admin-api';
import { refusalOf } from './refusal';

export const MAX_CONCURRENT = 2;

export type UploadStatus = 'chosen' | 'queued' | 'uploading' | 'done' | 'refused' | 'cancelled';

export interface UploadItem {
  key: number;
  file: File;
  isImage: boolean;
  alt: string;
  decorative: boolean;
  status: UploadStatus;
  /** 0 to 100 while uploading. */
  percent: number;
  refusal?: string;
}

type Action =
  | { type: 'add'; files: File[] }
  | { type: 'edit'; key: number; alt?: string; decorative?: boolean }
  | { type: 'remove'; key: number }
  | { type: 'queueAll' }
  | { type: 'status'; key: number; status: UploadStatus; percent?: number; refusal?: string };

let nextKey = 1;

function reducer(items: UploadItem[], action: Action): UploadItem[] {
  switch (action.type) {
    case 'add':
      return [
        ...items,
        ...action.files.map((file) => ({
          key: nextKey++,
          file,
          isImage: file.type.startsWith('image/'),
          alt: '',
          decorative: false,
          status: 'chosen' as const,
          percent: 0,
        })),
      ];
    case 'edit':
      return items.map((item) => (item.key === action.key ? { ...item, ...withoutType(action) } : item));
    case 'remove':
      return items.filter((item) => item.key !== action.key);
    case 'queueAll':
      return items.map((item) => (item.status === 'chosen' ? { ...item, status: 'queued' } : item));
    case 'status':
      return items.map((item) =>
        item.key === action.key
          ? { ...item, status: action.status, percent: action.percent ?? item.percent, refusal: action.refusal }
          : item,
      );
  }
}

function withoutType({ alt, decorative }: { alt?: string; decorative?: boolean }) {
  return { ...(alt !== undefined && { alt }), ...(decorative !== undefined && { decorative }) };
}

export interface UploadQueueOptions {
  onUploaded: (media: Media) => void;
  /** A sentence for the live region: an upload finished, was refused or cancelled. */
  announce: (text: string) => void;
}

export function useUploadQueue({ onUploaded, announce }: UploadQueueOptions) {
  const [items, dispatch] = useReducer(reducer, []);
  const running = useRef(new Map<number, UploadHandle<Media>>());
  const reduxDispatch = useDispatch();
  const callbacks = useRef({ onUploaded, announce });
  useEffect(() => {
    callbacks.current = { onUploaded, announce };
  });

  const start = useCallback(
    (item: UploadItem) => {
      const name = item.file.name;
      const fields: Record<string, string> = item.decorative ? { decorative: 'true' } : item.alt.trim() ? { alt: item.alt.trim() } : {};
      const handle = uploadFile<Media>({
        path: '/media',
        file: item.file,
        fields,
        onProgress: ({ loaded, total }) =>
          dispatch({ type: 'status', key: item.key, status: 'uploading', percent: total ? Math.round((loaded / total) * 100) : 0 }),
      });
      running.current.set(item.key, handle);
      dispatch({ type: 'status', key: item.key, status: 'uploading', percent: 0 });
      handle.result
        .then((media) => {
          dispatch({ type: 'status', key: item.key, status: 'done', percent: 100 });
          callbacks.current.announce(`${name} uploaded.`);
          reduxDispatch(mediaUploaded());
          callbacks.current.onUploaded(media);
        })
        .catch((error: unknown) => {
          if (error instanceof UploadError && error.status === 'aborted') {
            dispatch({ type: 'status', key: item.key, status: 'cancelled' });
            callbacks.current.announce(`Upload of ${name} cancelled.`);
            return;
          }
          if (error instanceof UploadError && error.status === 401) reduxDispatch(sessionExpired());
          const refusal = refusalOf(name, error);
          dispatch({ type: 'status', key: item.key, status: 'refused', refusal });
          callbacks.current.announce(refusal);
        })
        .finally(() => running.current.delete(item.key));
    },
    [reduxDispatch],
  );

  // Whenever a slot is free, the next queued file starts.
  useEffect(() => {
    const uploading = items.filter((item) => item.status === 'uploading').length;
    const free = MAX_CONCURRENT - uploading;
    items
      .filter((item) => item.status === 'queued')
      .slice(0, Math.max(0, free))
      .forEach(start);
  }, [items, start]);

  useEffect(() => {
    const handles = running.current;
    return () => handles.forEach((handle) => handle.abort());
  }, []);

  return {
    items,
    add: (files: File[]) => dispatch({ type: 'add', files }),
    edit: (key: number, change: { alt?: string; decorative?: boolean }) => dispatch({ type: 'edit', key, ...change }),
    remove: (key: number) => dispatch({ type: 'remove', key }),
    uploadAll: () => dispatch({ type: 'queueAll' }),
    cancel: (key: number) => {
      const handle = running.current.get(key);
      if (handle) handle.abort();
      else dispatch({ type: 'status', key, status: 'cancelled' });
    },
  };
}
