// What a takedown does to one item's values: the media's photo references removed, and in
// rich-text bodies every `<img>` showing one of its files removed and every link to one unwrapped.
// Pure functions: the same scrub applies to an item's current values and to its revisions.
import type { DocumentValues, GalleryValues, PageValues, PhotoInput } from '@school/shared/types';
import { MEDIA_FILES_PATH } from '../repositories/mediaRepository';

/** The media taken down: its id and the storage keys of its original and every variant. */
export interface ScrubTarget {
  id: number;
  keys: ReadonlySet<string>;
}

function namesTarget(url: string, target: ScrubTarget): boolean {
  let path: string;
  try {
    path = decodeURI(url.replace(/&amp;/g, '&')).split(/[?#]/)[0]!;
  } catch {
    return false;
  }
  if (path.startsWith('http://') || path.startsWith('https://')) path = path.replace(/^https?:\/\/[^/]+/, '');
  return path.startsWith(MEDIA_FILES_PATH) && target.keys.has(path.slice(MEDIA_FILES_PATH.length));
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** Sanitized HTML without the target's images, and with links to its files reduced to their text. */
export function scrubHtml(html: string, target: ScrubTarget): string {
  return html
    .replace(/<img\b[^>]*>/gi, (tag) => {
      const src = attribute(tag, 'src');
      return src !== undefined && namesTarget(src, target) ? '' : tag;
    })
    .replace(/<a\b[^>]*>([\s\S]*?)<\/a>/gi, (link, text: string) => {
      const href = attribute(link, 'href');
      return href !== undefined && namesTarget(href, target) ? text : link;
    });
}

const keepPhotos = (photos: PhotoInput[], target: ScrubTarget) => photos.filter((photo) => photo.id !== target.id);

export interface NewsLike {
  body: string;
  coverImage: PhotoInput | null;
  images: PhotoInput[];
}

export function scrubNews<V extends NewsLike>(values: V, target: ScrubTarget): V {
  return {
    ...values,
    body: scrubHtml(values.body, target),
    coverImage: values.coverImage?.id === target.id ? null : values.coverImage,
    images: keepPhotos(values.images, target),
  };
}

/** An item whose one rich-text body may show the file (an event's description). */
export function scrubRichText<V extends { body: string }>(values: V, target: ScrubTarget): V {
  return { ...values, body: scrubHtml(values.body, target) };
}

export function scrubPage<V extends Pick<PageValues, 'sections'>>(values: V, target: ScrubTarget): V {
  return { ...values, sections: values.sections.map((section) => ({ ...section, body: scrubHtml(section.body, target) })) };
}

export function scrubGallery<V extends Pick<GalleryValues, 'photos'>>(values: V, target: ScrubTarget): V {
  return { ...values, photos: keepPhotos(values.photos, target) };
}

/** A document whose file is taken down keeps no file and goes back to the drafts (it links nowhere). */
export function scrubDocument<V extends Pick<DocumentValues, 'file' | 'status' | 'publishAt'>>(values: V, target: ScrubTarget): V {
  return values.file?.id === target.id ? { ...values, file: null, status: 'DRAFT', publishAt: null } : values;
}

export const changed = (before: unknown, after: unknown) => JSON.stringify(before) !== JSON.stringify(after);
