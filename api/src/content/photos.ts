// Photo references (a media id with its alt text and consent flags, as items store them) turned
// into what the API answers: the reference with the file's URL, size and variants.
import type { Media, Photo, PhotoInput } from '@school/shared/types';
import type { Db } from '../db/database';
import { findMediaByIds } from '../repositories/mediaRepository';

export type PhotoResolver = (ref: PhotoInput) => Photo;

/** One query for all the photos of a list of items. */
export async function photoResolver(db: Db, refs: readonly PhotoInput[]): Promise<PhotoResolver> {
  return photosFrom(await findMediaByIds(db, refs.map((ref) => ref.id)));
}

/** The photos' files taken from `media`, read already (with other files, in one query). */
export function photosFrom(media: ReadonlyMap<number, Media>): PhotoResolver {
  return (ref) => {
    const file = media.get(ref.id);
    return {
      ...ref,
      url: file?.url ?? null,
      width: file?.width ?? null,
      height: file?.height ?? null,
      variants: (file?.variants ?? []).map((v) => ({ url: v.url, width: v.width, height: v.height, format: v.format })),
    };
  };
}

export const parsePhotos = (json: string): PhotoInput[] => JSON.parse(json) as PhotoInput[];
