// The sanitizer over generated markup (fast-check): whatever an editor pastes or an attacker sends,
// the stored body is well formed (every element it opens is closed, in order), holds only what the
// policy allows, is the tree a browser builds from it, and sanitizing it again changes nothing.
import fc from 'fast-check';
import { parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, isMediaLibraryImageSrc, type RichTextTag } from '@school/shared/rich-text';
import { sanitizeRichText } from '@school/shared/rich-text/server';

const VOID_TAGS = new Set(['br', 'hr', 'img']);
// A tag of the output: `<name attr="value"…>` or `</name>`. Attribute values are double-quoted,
// their quotes escaped, so a `>` inside one does not end the tag.
const TAG = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z-]+="[^"]*")*)\s*>/g;
const ATTRIBUTE = /\s+([a-z-]+)="([^"]*)"/g;

/** Why `html` is not well formed, or null: every element closed, in order; only allowed tags and attributes. */
function malformation(html: string): string | null {
  const open: string[] = [];
  for (const [whole, closing, name, attributes] of html.matchAll(TAG)) {
    if (!(RICH_TEXT_TAGS as readonly string[]).includes(name!)) return `tag not allowed: ${whole}`;
    if (closing) {
      if (open.pop() !== name) return `closes ${name} out of order`;
      continue;
    }
    for (const [, attribute, value] of attributes!.matchAll(ATTRIBUTE)) {
      if (!(RICH_TEXT_ATTRIBUTES[name as RichTextTag] ?? []).includes(attribute!)) return `attribute not allowed: ${whole}`;
      if (name === 'img' && attribute === 'src' && !isMediaLibraryImageSrc(value!)) return `image from outside the library: ${whole}`;
    }
    if (!VOID_TAGS.has(name!)) open.push(name!);
  }
  if (open.length > 0) return `left open: ${open.join(', ')}`;
  // What is not a tag is text: no `<` may start anything else (a comment, a stray tag).
  if (html.replace(TAG, '').includes('<')) return 'a "<" outside a tag';
  return null;
}

/** The body as a browser builds it inside the page's container (innerHTML of a div), written back. */
function asBrowserReadsIt(html: string): string {
  const container = parseFragment('<div></div>').childNodes[0] as DefaultTreeAdapterMap['element'];
  return serialize(parseFragment(container, html, {}));
}

// Markup as it comes: allowed and forbidden elements, good and hostile attributes, text with
// characters that matter to HTML, nested at random, closing tags sometimes left out or misplaced.
const tagName = fc.constantFrom(
  ...RICH_TEXT_TAGS, 'b', 'i', 'h1', 'h5', 'span', 'div', 'font', 'o:p', 'script', 'style', 'iframe', 'svg', 'math', 'form',
  'textarea', 'noscript', 'title', 'template', 'select', 'option', 'xmp', 'plaintext', 'caption', 'colgroup', 'col', 'figure', 'x-custom',
);
const attributeValue = fc.oneof(
  fc.constantFrom(
    'https://example.org', '/contact', '#orar', 'mailto:a@b.ro', 'javascript:alert(1)', '//evil.example', 'data:text/html,x',
    '/api/media/files/ab12cd.webp', '/api/media/files/%2e%2e/%2e%2e/search?q=X', '/api/media/files/x.png?y', '100', '-3', '100%',
    'mso-list:Ignore', 'color:red', 'a"b', "a'b", 'a>b<c', '&amp;', '&nbsp;', '\u0000', '\u202e',
  ),
  fc.string({ maxLength: 12 }),
);
const attributeName = fc.constantFrom('href', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'start', 'rel', 'target', 'style', 'class', 'onclick', 'id', 'lang');
const attributes = fc.array(fc.tuple(attributeName, attributeValue), { maxLength: 3 }).map((pairs) =>
  pairs.map(([name, value]) => ` ${name}="${value.replace(/"/g, '&quot;')}"`).join(''),
);
const text = fc.oneof(
  fc.constantFrom('text', ' ', '\u00a0', '&nbsp;', '&amp;', '&lt;b&gt;', '1 < 2', 'a > b', '"q"', "'", '\u0000', '\u202e', '<', '</', '<!-- c -->', '<![CDATA[x]]>', '&#0;', '\n'),
  fc.string({ maxLength: 8 }),
);

interface Markup {
  node: string;
}
const { node } = fc.letrec<Markup>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc
      .tuple(tagName, attributes, fc.array(tie('node'), { maxLength: 4 }), fc.constantFrom('closed', 'closed', 'closed', 'unclosed', 'stray'))
      .map(([name, attrs, children, ending]) => {
        const inner = children.join('');
        if (ending === 'unclosed') return `<${name}${attrs}>${inner}`;
        if (ending === 'stray') return `</${name}>${inner}`;
        return `<${name}${attrs}>${inner}</${name}>`;
      }),
  ),
}));
const markup = fc.array(node, { maxLength: 6 }).map((nodes) => nodes.join(''));

describe('sanitizeRichText over generated markup', () => {
  // 2000 markups each: about 2 s on an idle machine; the timeout leaves room for a busy one.
  const runs = { numRuns: 2000 };

  /** A property every generated markup must keep once sanitized. */
  const forAnyMarkup = (name: string, holds: (html: string) => void) => it(name, () => fc.assert(fc.property(markup, holds), runs), 60_000);

  forAnyMarkup('writes well-formed HTML that holds only what the policy allows', (html) => {
    expect(malformation(sanitizeRichText(html))).toBeNull();
  });

  forAnyMarkup('stores exactly the tree a browser builds from what it stores', (html) => {
    const stored = sanitizeRichText(html);
    expect(asBrowserReadsIt(stored)).toBe(stored);
  });

  forAnyMarkup('is idempotent', (html) => {
    const once = sanitizeRichText(html);
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('checks itself: the well-formedness test refuses what the browser would repair', () => {
    expect(malformation('<p><a href="/x">link</unwrapped> after</p>')).not.toBeNull();
    expect(malformation('<p>one<strong>two</p>')).not.toBeNull();
    expect(malformation('<p>one</p><div>x</div>')).not.toBeNull();
    expect(malformation('<p><img src="/api/media/files/%2e%2e/x.png" alt=""></p>')).not.toBeNull();
    expect(malformation('<p>one</p><h2>two</h2>')).toBeNull();
  });
});
