import type { GeneratedPhoto } from '../assets/images/types';
import type { Gallery, Photo } from './types';

/** Turns generated image files into Photo rows (alt text = what the placeholder shows). */
export function toPhotos(galleryId: string, generated: readonly GeneratedPhoto[]): Photo[] {
  return generated.map((g) => ({
    id: `${galleryId}-${g.number}`,
    alt: g.label,
    src: g.large,
    srcSet: `${g.small} 480w, ${g.large} ${g.width}w`,
    width: g.width,
    height: g.height,
  }));
}

export function gallery(id: string, title: string, generated: readonly GeneratedPhoto[]): Gallery {
  return { id, title, images: toPhotos(id, generated) };
}
