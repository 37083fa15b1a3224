// A photo as an editor holds it (a news post's cover and photos, a gallery's photos): the media
// reference with its alt text, decorative, shows-pupils and consent flags, plus what the screen
// shows (thumbnail, name). toPhotoInput gives what the API's schema takes.
import type { Media, Photo, PhotoInput } from '@school/shared';

export interface PhotoValue {
  id: number;
  alt: string;
  decorative: boolean;
  showsPupils: boolean;
  consentConfirmed: boolean;
  thumbnail: string;
  name: string;
}

const thumbnailOf = (item: { url: string | null; variants: { url: string }[] }) => item.variants[0]?.url ?? item.url ?? '';

export const photoFromMedia = (media: Media): PhotoValue => ({
  id: media.id,
  alt: media.alt,
  decorative: media.decorative,
  showsPupils: false,
  consentConfirmed: false,
  thumbnail: thumbnailOf(media),
  name: media.originalName,
});

export const photoFromItem = (photo: Photo): PhotoValue => ({
  id: photo.id,
  alt: photo.alt,
  decorative: photo.decorative,
  showsPupils: photo.showsPupils,
  consentConfirmed: photo.consentConfirmed,
  thumbnail: thumbnailOf(photo),
  name: photo.alt || `Photo ${photo.id}`,
});

export const toPhotoInput = ({ id, alt, decorative, showsPupils, consentConfirmed }: PhotoValue): PhotoInput => ({
  id,
  alt,
  decorative,
  showsPupils,
  consentConfirmed: showsPupils && consentConfirmed,
});

export const lacksAlt = (photo: PhotoValue) => !photo.decorative && photo.alt.trim() === '';
export const lacksConsent = (photo: PhotoValue) => photo.showsPupils && !photo.consentConfirmed;

/** The list with the photo at `from` moved to `to`. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
