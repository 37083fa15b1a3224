// A form field for rich text (HTML), used like FormField: `<RichTextField label="Body"
// {...form.bind('body')} onPickImage={…} />`. The editor (TipTap and ProseMirror) is a chunk of
// its own, downloaded only when a screen shows this field: never by the host or the public pages.
import { lazy, Suspense } from 'react';
import { LoadingIndicator } from '@school/shared';
import type { RichTextFieldProps } from './richTextFieldProps';

const RichTextEditor = lazy(() => import(/* webpackChunkName: "rich-text-editor" */ './RichTextEditor'));

export type { RichTextFieldProps, RichTextImage } from './richTextFieldProps';

export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense fallback={<LoadingIndicator label={`Loading the ${props.label} editor…`} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
