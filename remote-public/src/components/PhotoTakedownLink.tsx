// The link each gallery (or news post) shows under its photos: to the takedown request form, with
// the gallery's name filled in. Its accessible name adds the gallery's or the article's, since a
// page may hold several.
import { Link } from 'react-router-dom';
import { pathOf, VisuallyHidden } from '@school/shared';

export const PHOTO_TAKEDOWN_LINK_TEXT = 'Solicită retragerea unei fotografii';

/** The form's address for a gallery: /solicitare-retragere-fotografie?galerie=… */
export const photoTakedownHref = (gallery: string) => `${pathOf('solicitare-retragere-fotografie')}?${new URLSearchParams({ galerie: gallery })}`;

/** Where the photos are shown: a gallery, or a news post's photos. */
export type PhotosOf = 'gallery' | 'article';

const FROM: Record<PhotosOf, string> = { gallery: 'din galeria', article: 'din articolul' };

export function PhotoTakedownLink({ gallery, of = 'gallery' }: { gallery: string; of?: PhotosOf }) {
  return (
    <Link to={photoTakedownHref(gallery)}>
      {PHOTO_TAKEDOWN_LINK_TEXT}
      <VisuallyHidden>{` ${FROM[of]} „${gallery}”`}</VisuallyHidden>
    </Link>
  );
}
