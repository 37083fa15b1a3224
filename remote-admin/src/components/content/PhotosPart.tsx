// An editor's Photos part (a news post's, a gallery's): the titled box with the ordered photos,
// their messages shown once a save was tried, consent required once it publishes.
import { EditorPart } from './EditorPart';
import { PhotoListEditor, type PhotoListEditorProps } from './PhotoListEditor';
import type { Intent } from './useContentEditor';

export interface PhotosPartProps extends Pick<PhotoListEditorProps, 'photos' | 'onChange' | 'error' | 'takedown'> {
  /** The editor's save state (useContentEditor). */
  editor: { tried: Intent | null; publishing: boolean };
}

export function PhotosPart({ editor, ...list }: PhotosPartProps) {
  return (
    <EditorPart>
      <legend>Photos</legend>
      <PhotoListEditor label="Photos" showErrors={editor.tried !== null} consentRequired={editor.publishing} {...list} />
    </EditorPart>
  );
}
