import type { BoundField } from '@school/shared/forms';

/** An image chosen in the media library, as the editor inserts it. */
export interface RichTextImage {
  /** A media library file: under /api/media/files/. */
  src: string;
  /** '' for a decorative image. */
  alt: string;
  width?: number;
  height?: number;
}

/** A rich-text field's props: those of a bound form field (`{...form.bind('body')}`), HTML in and out. */
export type RichTextFieldProps = BoundField & {
  label: string;
  /** Opens the media library and answers the image chosen, or null when the user cancels. No image button without it. */
  onPickImage?: () => Promise<RichTextImage | null>;
};
