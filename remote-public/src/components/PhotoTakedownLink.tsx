// The link each gallery shows under its photos: to the takedown request form, with the gallery's
// name filled in. Its accessible name adds the gallery's, since a page may hold several.
import { Link } from 'react-router-dom';
import { pathOf, VisuallyHidden } from '@school/shared';

export const PHOTO_TAKEDOWN_LINK_TEXT = 'Solicită retragerea unei fotografii';

/** The form's address for a gallery: /solicitare-retragere-fotografie?galerie=… */
export const photoTakedownHref = (gallery: string) => `${pathOf('solicitare-retragere-fotografie')}?${new URLSearchParams({ galerie: gallery })}`;

export function PhotoTakedownLink({ gallery }: { gallery: string }) {
  return (
    <Link to={photoTakedownHref(gallery)}>
      {PHOTO_TAKEDOWN_LINK_TEXT}
      <VisuallyHidden>{` din galeria „${gallery}”`}</VisuallyHidden>
    </Link>
  );
}
