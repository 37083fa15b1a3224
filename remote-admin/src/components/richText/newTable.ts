// A new table: a header row whose cells are named (an empty header cell tells a screen reader
// nothing, and axe refuses it), then empty rows. The first header's text is selected, so typing
// replaces it. The names are content, so in the site's language.
import type { Editor } from '@tiptap/core';

const paragraph = (text?: string) => ({ type: 'paragraph', ...(text ? { content: [{ type: 'text', text }] } : {}) });

function tableContent(columns: number, bodyRows: number) {
  const header = Array.from({ length: columns }, (_, i) => ({ type: 'tableHeader', content: [paragraph(`Coloana ${i + 1}`)] }));
  const row = () => ({ type: 'tableRow', content: Array.from({ length: columns }, () => ({ type: 'tableCell', content: [paragraph()] })) });
  return { type: 'table', content: [{ type: 'tableRow', content: header }, ...Array.from({ length: bodyRows }, row)] };
}

export function insertTable(editor: Editor, columns = 3, bodyRows = 2) {
  const from = editor.state.selection.from;
  editor.chain().focus().insertContent(tableContent(columns, bodyRows)).run();
  let firstHeader: { from: number; to: number } | undefined;
  editor.state.doc.nodesBetween(from, editor.state.doc.content.size, (node, pos) => {
    if (firstHeader || node.type.name !== 'tableHeader') return !firstHeader;
    // Inside the cell, inside its paragraph: the text starts two positions in.
    firstHeader = { from: pos + 2, to: pos + 2 + node.textContent.length };
    return false;
  });
  if (firstHeader) editor.commands.setTextSelection(firstHeader);
}
