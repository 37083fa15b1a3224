import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { memo, useEffect } from 'react';
import { editorHtml } from './editorHtml';
import { policyExtensions } from './extensions';

export type EditorHostProps = {
  /** The document the editor opens with; later values go through editor.commands.setContent. */
  initialContent: string;
  /** Each change, as HTML ('' when empty). Must be stable. */
  onHtml: (html: string) => void;
  /** The editor once made. Must be stable. */
  onReady: (editor: Editor) => void;
};

/**
 * Owns the TipTap editor. Memoised with stable props, so the field's re-render on every keystroke
 * does not reach useEditor, which reconfigures the editor each time its host renders.
 */
export const EditorHost = memo(function EditorHost({ initialContent, onHtml, onReady }: EditorHostProps) {
  const editor = useEditor({
    extensions: policyExtensions,
    content: initialContent,
    onUpdate: ({ editor: current }) => onHtml(editorHtml(current)),
  });
  useEffect(() => onReady(editor), [editor, onReady]);
  return <EditorContent editor={editor} />;
});
