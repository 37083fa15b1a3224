// The rich-text editor's onPickImage: opens the media picker (library or a new upload) and answers
// the chosen image as the editor inserts it, or null when the user cancels. `dialog` is the
// picker, to render once beside the editor.
import { useRef, useState, type ReactNode } from 'react';
import type { Media } from '@school/shared';
import type { RichTextImage } from '../richText/RichTextField';
import { MediaPickerDialog } from './MediaPickerDialog';

/** The largest copy up to 1280 px wide (a body's column is narrower), else the original. */
function imageOf(media: Media): RichTextImage {
  const fitting = media.variants.filter((variant) => variant.width <= 1280 && variant.format !== 'avif');
  const best = fitting[fitting.length - 1];
  return {
    src: best?.url ?? media.url,
    alt: media.decorative ? '' : media.alt,
    width: best?.width ?? media.width ?? undefined,
    height: best?.height ?? media.height ?? undefined,
  };
}

export function useImagePicker(): { pick: () => Promise<RichTextImage | null>; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((image: RichTextImage | null) => void) | null>(null);

  const answer = (image: RichTextImage | null) => {
    resolver.current?.(image);
    resolver.current = null;
    setOpen(false);
  };

  return {
    pick: () =>
      new Promise((resolve) => {
        resolver.current = resolve;
        setOpen(true);
      }),
    dialog: <MediaPickerDialog open={open} title="Insert an image" onClose={() => answer(null)} onPick={([media]) => answer(media ? imageOf(media) : null)} />,
  };
}
