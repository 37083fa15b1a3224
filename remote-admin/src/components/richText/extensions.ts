// The editor's schema, cut to the rich-text policy (@school/shared/rich-text): only the elements
// and attributes the API's sanitizer keeps, written the way it writes them, so what the editor
// gives survives sanitizeRichText unchanged. Pasted content outside the policy is dropped on the
// way in, as the sanitizer would drop it.
import type { Extensions } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { Link } from '@tiptap/extension-link';
import { OrderedList } from '@tiptap/extension-list';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { StarterKit } from '@tiptap/starter-kit';
import {
  RICH_TEXT_HEADING_LEVELS,
  isAllowedLinkHref,
  isMediaLibraryImageSrc,
  relForLink,
} from '@school/shared/rich-text';

/** A link: its href and, for another site, the policy's rel; nothing else (no target, class, title). */
const PolicyLink = Link.extend({
  renderHTML({ mark }) {
    const href = String(mark.attrs.href ?? '');
    return ['a', { href, rel: relForLink(href) }, 0];
  },
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  defaultProtocol: 'https',
  isAllowedUri: (url) => isAllowedLinkHref(url.trim()),
});

/** An image of the media library, always with an alt ("" for a decorative one). */
const PolicyImage = Image.extend({
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (img) => (isMediaLibraryImageSrc(img.getAttribute('src') ?? '') ? null : false) }];
  },
  renderHTML({ node }) {
    const { src, alt, width, height } = node.attrs as Record<string, string | number | null>;
    return ['img', { src, alt: alt ?? '', width, height }];
  },
});

/** A numbered list: `start` only when it is not 1 (no `type`, which the policy lacks). */
const PolicyOrderedList = OrderedList.extend({
  renderHTML({ node }) {
    const start = Number(node.attrs.start);
    return ['ol', start === 1 ? {} : { start }, 0];
  },
});

/** A table as plain rows and cells: no colgroup, widths or styles. */
const PolicyTable = Table.extend({
  renderHTML() {
    return ['table', ['tbody', 0]];
  },
  addKeyboardShortcuts() {
    // Tab moves between cells; past the last one it leaves the editor (no keyboard trap).
    return {
      ...this.parent?.(),
      Tab: () => this.editor.commands.goToNextCell(),
      'Shift-Tab': () => this.editor.commands.goToPreviousCell(),
    };
  },
}).configure({ resizable: false });

const spanAttributes = {
  colspan: { default: 1 },
  rowspan: { default: 1 },
};
const PolicyTableCell = TableCell.extend({ addAttributes: () => spanAttributes });
const PolicyTableHeader = TableHeader.extend({ addAttributes: () => spanAttributes });

/** Everything the policy allows, and nothing more. */
export const policyExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
    code: false,
    codeBlock: false,
    link: false,
    orderedList: false,
  }),
  PolicyLink,
  PolicyOrderedList,
  PolicyImage,
  PolicyTable,
  TableRow,
  PolicyTableHeader,
  PolicyTableCell,
];
