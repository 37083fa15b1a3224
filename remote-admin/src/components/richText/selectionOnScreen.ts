import type { Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';

/**
 * Gives the editor the text selection the browser shows. ProseMirror learns of a selection from
 * the `selectionchange` event, which the browser sends after the keys: keys sent faster than that
 * (assistive software, a test) reach a shortcut while the editor's selection is a key behind.
 */
export function takeSelectionOnScreen(editor: Editor) {
  const onScreen = document.getSelection();
  const { view } = editor;
  if (!(editor.state.selection instanceof TextSelection) || !onScreen?.anchorNode || !onScreen.focusNode) return;
  if (!view.dom.contains(onScreen.anchorNode) || !view.dom.contains(onScreen.focusNode)) return;
  const anchor = view.posAtDOM(onScreen.anchorNode, onScreen.anchorOffset);
  const head = view.posAtDOM(onScreen.focusNode, onScreen.focusOffset);
  if (anchor === editor.state.selection.anchor && head === editor.state.selection.head) return;
  view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, anchor, head)));
}
