import type { ComponentPropsWithoutRef } from 'react';
import type { Photo } from '../content/types';

type PhotoImageProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  photo: Photo;
  /** How wide the page shows it, for the browser's pick among `photo.srcSet`. */
  sizes: string;
};

/** A photo at its own proportions (no layout shift), in the width the screen needs. */
export function PhotoImage({ photo, ...rest }: PhotoImageProps) {
  return <img src={photo.src} srcSet={photo.srcSet} width={photo.width} height={photo.height} alt={photo.alt} {...rest} />;
}
