// ProseMirror's table keeps every row in one body and every cell's text in a paragraph, so a
// table written back as it serializes would lose its header row's <thead> and grow each row by a
// paragraph's margins on the public page. Tables leave the editor written as they were loaded.

const isHeaderRow = (row: HTMLTableRowElement) => row.cells.length > 0 && Array.from(row.cells).every((cell) => cell.tagName === 'TH');

/** A cell's lone, plain paragraph becomes the cell's own content; several paragraphs stay. */
function unwrapLoneParagraph(cell: HTMLTableCellElement) {
  const only = cell.children.length === 1 && cell.childNodes.length === 1 ? cell.firstElementChild : null;
  if (only?.tagName === 'P' && only.attributes.length === 0) only.replaceWith(...Array.from(only.childNodes));
}

/** The leading rows made only of header cells go into the table's <thead> (when rows remain below them). */
function headerRowsToHead(table: HTMLTableElement) {
  const body = table.tBodies[0];
  if (!body || table.tHead) return;
  const rows = Array.from(body.rows);
  const leading = rows.slice(0, rows.findIndex((row) => !isHeaderRow(row)));
  if (leading.length === 0) return;
  const head = table.createTHead();
  head.append(...leading);
}

/** The editor's HTML with each table written as the site stores and shows tables. */
export function tablesAsLoaded(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const table of Array.from(template.content.querySelectorAll('table'))) {
    headerRowsToHead(table);
    table.querySelectorAll('th, td').forEach((cell) => unwrapLoneParagraph(cell as HTMLTableCellElement));
  }
  return template.innerHTML;
}
