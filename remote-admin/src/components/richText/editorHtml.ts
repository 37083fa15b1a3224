import type { Editor } from '@tiptap/core';
import { tablesAsLoaded } from './tableHtml';

/**
 * The editor's document as the field's value: '' when empty, without the empty paragraph the
 * editor keeps after a final heading, table or image (so the caret can go there), and with its
 * tables written as they were loaded (tableHtml.ts).
 */
export function editorHtml(editor: Editor): string {
  if (editor.isEmpty) return '';
  const html = editor.getHTML().replace(/(<p><\/p>)+$/, '');
  return html.includes('<table') ? tablesAsLoaded(html) : html;
}
