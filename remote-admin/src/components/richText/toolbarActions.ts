// The editor's toolbar buttons: what each is called (its visible text is its accessible name),
// its keyboard shortcut, whether it is on for the selection (aria-pressed), and what it does.
// Only what the rich-text policy allows.
import type { Editor } from '@tiptap/core';
import { insertTable } from './newTable';

export interface ToolbarAction {
  id: string;
  label: string;
  /** For aria-keyshortcuts and the tooltip. */
  shortcut?: { aria: string; shown: string };
  /** A toggle: pressed while the selection has it. */
  isActive?: (editor: Editor) => boolean;
  /** Shown only while this holds (the table's row and column buttons). */
  shownWhen?: (editor: Editor) => boolean;
  /** Opens a dialog (the link and image buttons). */
  opensDialog?: boolean;
  run: (editor: Editor, handlers: ToolbarHandlers) => void;
}

export interface ToolbarHandlers {
  openLinkDialog: () => void;
  /** Absent when no image picker was given: no image button then. */
  pickImage?: () => void;
}

const mod = (key: string) => ({ aria: `Control+${key} Meta+${key}`, shown: `Ctrl+${key}` });
const modShift = (key: string) => ({ aria: `Control+Shift+${key} Meta+Shift+${key}`, shown: `Ctrl+Shift+${key}` });
const modAlt = (key: string) => ({ aria: `Control+Alt+${key} Meta+Alt+${key}`, shown: `Ctrl+Alt+${key}` });

const focused = (editor: Editor) => editor.chain().focus();
const inTable = (editor: Editor) => editor.isActive('table');

const mark = (id: string, label: string, key: string, name: string): ToolbarAction => ({
  id,
  label,
  shortcut: mod(key),
  isActive: (editor) => editor.isActive(name),
  run: (editor) => focused(editor).toggleMark(name).run(),
});

const heading = (level: 2 | 3 | 4): ToolbarAction => ({
  id: `heading${level}`,
  label: `Heading ${level}`,
  shortcut: modAlt(String(level)),
  isActive: (editor) => editor.isActive('heading', { level }),
  run: (editor) => focused(editor).toggleHeading({ level }).run(),
});

type Chain = ReturnType<typeof focused>;

/** A block the selection is put in or taken out of (a list, a quote), named as its node is. */
const wrapping = (id: string, label: string, key: string, toggle: (chain: Chain) => Chain): ToolbarAction => ({
  id,
  label,
  shortcut: modShift(key),
  isActive: (editor) => editor.isActive(id),
  run: (editor) => toggle(focused(editor)).run(),
});

const tableEdit = (id: string, label: string, command: (editor: Editor) => boolean): ToolbarAction => ({
  id,
  label,
  shownWhen: inTable,
  run: (editor) => {
    command(editor);
  },
});

export const toolbarActions: readonly ToolbarAction[] = [
  mark('bold', 'Bold', 'B', 'bold'),
  mark('italic', 'Italic', 'I', 'italic'),
  mark('underline', 'Underline', 'U', 'underline'),
  { ...mark('strike', 'Strikethrough', 'S', 'strike'), shortcut: modShift('S') },
  heading(2),
  heading(3),
  heading(4),
  wrapping('bulletList', 'Bulleted list', '8', (chain) => chain.toggleBulletList()),
  wrapping('orderedList', 'Numbered list', '7', (chain) => chain.toggleOrderedList()),
  wrapping('blockquote', 'Quote', 'B', (chain) => chain.toggleBlockquote()),
  {
    id: 'link',
    label: 'Link',
    shortcut: mod('K'),
    opensDialog: true,
    run: (_editor, handlers) => handlers.openLinkDialog(),
  },
  { id: 'image', label: 'Image', opensDialog: true, run: (_editor, handlers) => handlers.pickImage?.() },
  {
    id: 'table',
    label: 'Table',
    run: (editor) => insertTable(editor),
  },
  { id: 'rule', label: 'Dividing line', run: (editor) => focused(editor).setHorizontalRule().run() },
  tableEdit('addRow', 'Add row', (editor) => focused(editor).addRowAfter().run()),
  tableEdit('addColumn', 'Add column', (editor) => focused(editor).addColumnAfter().run()),
  tableEdit('deleteRow', 'Delete row', (editor) => focused(editor).deleteRow().run()),
  tableEdit('deleteColumn', 'Delete column', (editor) => focused(editor).deleteColumn().run()),
  tableEdit('deleteTable', 'Delete table', (editor) => focused(editor).deleteTable().run()),
];
