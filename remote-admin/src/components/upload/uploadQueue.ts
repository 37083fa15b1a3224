// The files chosen for upload and what became of each: waiting (alt text asked), queued,
// uploading with its progress, done, refused with the API's words, or cancelled. At most
// MAX_CONCURRENT uploads run at once; the rest wait their turn. The uploads are handed on in the
// order the files were chosen, whatever order they finish in. An image's alt text and
// "Decorative image" may still change while it travels and once it is in: what is typed goes on
// with the photo (onDescribed) and into the library (PUT /api/media/{id}).
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { sessionExpired, type Media } from '@school/shared';
import { mediaUploaded, uploadFile, UploadError, useUpdateMediaMutation, type UploadHandle } from '@school/shared/admin-api';
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
  /** The API's answer, once uploaded. */
  media?: Media;
}

type Description = { alt?: string; decorative?: boolean };

type Action =
  | { type: 'add'; items: UploadItem[] }
  | { type: 'edit'; key: number; alt?: string; decorative?: boolean }
  | { type: 'remove'; key: number }
  | { type: 'queueAll' }
  | { type: 'status'; key: number; status: UploadStatus; percent?: number; refusal?: string; media?: Media };

let nextKey = 1;

function reducer(items: UploadItem[], action: Action): UploadItem[] {
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'edit':
      return items.map((item) => (item.key === action.key ? { ...item, ...withoutType(action) } : item));
    case 'remove':
      return items.filter((item) => item.key !== action.key);
    case 'queueAll':
      return items.map((item) => (item.status === 'chosen' ? { ...item, status: 'queued' } : item));
    case 'status':
      return items.map((item) =>
        item.key === action.key
          ? { ...item, status: action.status, percent: action.percent ?? item.percent, refusal: action.refusal, media: action.media ?? item.media }
          : item,
      );
  }
}

function withoutType({ alt, decorative }: Description) {
  return { ...(alt !== undefined && { alt }), ...(decorative !== undefined && { decorative }) };
}

/** Whether the item's alt text and "Decorative image" may still be changed. */
export const isDescribable = (item: UploadItem) => item.status !== 'refused' && item.status !== 'cancelled';

/** The uploaded file as its row now describes it (an image's alt text, trimmed, unless decorative). */
function described(item: UploadItem, media: Media): Media {
  if (!item.isImage) return media;
  return { ...media, alt: item.decorative ? '' : item.alt.trim(), decorative: item.decorative };
}

export interface UploadQueueOptions {
  /** Each file the API accepted, in the order the files were chosen. */
  onUploaded: (media: Media) => void;
  /** An uploaded image's alt text or "Decorative image" changed: the file as it now stands. */
  onDescribed?: (media: Media) => void;
  /** A sentence for the live region: an upload finished, was refused or cancelled. */
  announce: (text: string) => void;
  /** Whether the user is typing the item's alt text (it is saved when they leave the field). */
  isEditing?: (key: number) => boolean;
}

export function useUploadQueue({ onUploaded, onDescribed, announce, isEditing }: UploadQueueOptions) {
  const [items, dispatch] = useReducer(reducer, []);
  const running = useRef(new Map<number, UploadHandle<Media>>());
  /** The items already handed on (onUploaded). */
  const delivered = useRef(new Set<number>());
  /** What the library holds of each uploaded image, as far as this widget knows. */
  const saved = useRef(new Map<number, { alt: string; decorative: boolean }>());
  const reduxDispatch = useDispatch();
  const [updateMedia] = useUpdateMediaMutation();
  const callbacks = useRef({ onUploaded, onDescribed, announce, isEditing });
  useLayoutEffect(() => {
    callbacks.current = { onUploaded, onDescribed, announce, isEditing };
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
          dispatch({ type: 'status', key: item.key, status: 'done', percent: 100, media });
          callbacks.current.announce(`${name} uploaded.`);
          reduxDispatch(mediaUploaded());
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

  /** Saves an uploaded image's alt text and "Decorative image" in the library, when changed. */
  const save = useCallback(
    (item: UploadItem) => {
      if (!item.isImage || item.status !== 'done' || !item.media) return;
      const { alt, decorative } = described(item, item.media);
      const before = saved.current.get(item.key);
      if (before && before.alt === alt && before.decorative === decorative) return;
      saved.current.set(item.key, { alt, decorative });
      // A refusal changes nothing the editor sends (the photo carries its alt text with the item);
      // leaving the field again tries again.
      void updateMedia({ id: item.media.id, alt, decorative }).then((result) => {
        const now = saved.current.get(item.key);
        if ('error' in result && now?.alt === alt && now.decorative === decorative) saved.current.delete(item.key);
      });
    },
    [updateMedia],
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

  // The uploads are handed on in the order chosen: one that finished waits for those chosen
  // before it that are still on their way (a refused or cancelled one holds nothing back). Before
  // the screen is painted, so that what uses them (the picker's `Use N selected`) shows them with
  // their `Uploaded.`.
  useLayoutEffect(() => {
    for (const item of items) {
      if (item.status === 'queued' || item.status === 'uploading') break;
      if (item.status !== 'done' || !item.media || delivered.current.has(item.key)) continue;
      delivered.current.add(item.key);
      saved.current.set(item.key, { alt: item.media.alt, decorative: item.media.decorative });
      // Typed while it travelled: saved now, unless the user is still typing (then when they leave).
      if (!callbacks.current.isEditing?.(item.key)) save(item);
      callbacks.current.onUploaded(described(item, item.media));
    }
  }, [items, save]);

  useEffect(() => {
    const handles = running.current;
    return () => handles.forEach((handle) => handle.abort());
  }, []);

  /** Adds the files; answers their keys, in order. */
  const add = (files: File[]): number[] => {
    const added = files.map((file) => ({
      key: nextKey++,
      file,
      isImage: file.type.startsWith('image/'),
      alt: '',
      decorative: false,
      status: 'chosen' as const,
      percent: 0,
    }));
    dispatch({ type: 'add', items: added });
    return added.map((item) => item.key);
  };

  const edit = (key: number, change: Description) => {
    dispatch({ type: 'edit', key, ...change });
    const item = items.find((candidate) => candidate.key === key);
    if (!item?.media || !delivered.current.has(key)) return;
    const next = { ...item, ...withoutType(change) };
    callbacks.current.onDescribed?.(described(next, item.media));
    if (change.decorative !== undefined) save(next);
  };

  return {
    items,
    add,
    edit,
    /** The user left the item's alt text: what they typed is saved in the library. */
    commit: (key: number) => {
      const item = items.find((candidate) => candidate.key === key);
      if (item && delivered.current.has(key)) save(item);
    },
    remove: (key: number) => dispatch({ type: 'remove', key }),
    uploadAll: () => dispatch({ type: 'queueAll' }),
    cancel: (key: number) => {
      const handle = running.current.get(key);
      if (handle) handle.abort();
      else dispatch({ type: 'status', key, status: 'cancelled' });
    },
  };
}
