import type { Editor } from '@tiptap/core';

/**
 * The editor's document as the field's value: '' when empty, and without the empty paragraph
 * the editor keeps after a final heading, table or image (so the caret can go there).
 */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, '');
}
