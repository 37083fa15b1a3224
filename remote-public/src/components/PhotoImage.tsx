import type { ComponentPropsWithoutRef } from 'react';
import type { Photo } from '@school/shared';

type PhotoImageProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  photo: Photo;
  /** How wide the page shows it, for the browser's pick among the candidates. */
  sizes: string;
};

/**
 * The widths the browser may pick from: the WebP variants (every browser the site supports reads
 * WebP), and the original file when it is wider than all of them.
 */
function srcSetOf(photo: Photo): string {
  const webp = photo.variants.filter((variant) => variant.format === 'webp');
  const candidates = (webp.length > 0 ? webp : photo.variants).map((variant) => ({ url: variant.url, width: variant.width }));
  const widest = Math.max(0, ...candidates.map((candidate) => candidate.width));
  if (photo.url && photo.width && photo.width > widest) candidates.push({ url: photo.url, width: photo.width });
  return candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ');
}

/** A photo at its own proportions (explicit width and height, so no layout shift), in the width the screen needs. */
export function PhotoImage({ photo, sizes, ...rest }: PhotoImageProps) {
  const fallback = photo.variants.find((variant) => variant.format === 'jpeg') ?? photo.variants.at(-1);
  const srcSet = srcSetOf(photo);
  return (
    <img
      src={photo.url ?? fallback?.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={photo.width ?? fallback?.width}
      height={photo.height ?? fallback?.height}
      alt={photo.decorative ? '' : photo.alt}
      {...rest}
    />
  );
}
