import type { ComponentPropsWithoutRef } from 'react';
import type { Photo } from '@school/shared';

type PhotoImageProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  photo: Photo;
  /** How wide the page shows it, for the browser's pick among the variants. */
  sizes: string;
};

/** The media file's variants of one format as a srcset ("a.webp 320w, b.webp 960w"). */
const srcSetOf = (photo: Photo, format: string) =>
  photo.variants
    .filter((variant) => variant.format === format)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');

/**
 * A photo at its own proportions (explicit width and height, so no layout shift), in the width and
 * format the browser needs: AVIF, then WebP, then the JPEG fallback, each from the API's variants.
 */
export function PhotoImage({ photo, sizes, className, ...rest }: PhotoImageProps) {
  const jpeg = srcSetOf(photo, 'jpeg');
  const fallback = photo.variants.find((variant) => variant.format === 'jpeg') ?? photo.variants[0];
  return (
    <picture className={className}>
      {(['avif', 'webp'] as const).map((format) => {
        const srcSet = srcSetOf(photo, format);
        return srcSet && <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />;
      })}
      <img
        src={fallback?.url ?? photo.url ?? undefined}
        srcSet={jpeg || undefined}
        sizes={jpeg ? sizes : undefined}
        width={photo.width ?? fallback?.width}
        height={photo.height ?? fallback?.height}
        alt={photo.decorative ? '' : photo.alt}
        {...rest}
      />
    </picture>
  );
}
