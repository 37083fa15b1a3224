import { Editor } from '@tiptap/core';
import { sanitizeRichText } from '@school/shared/rich-text/server';
import { editorHtml } from './editorHtml';
import { policyExtensions } from './extensions';

/** What the editor gives for some HTML it was given (as it would after loading a stored body). */
function throughEditor(html: string): string {
  const editor = new Editor({ extensions: policyExtensions, content: html });
  const output = editorHtml(editor);
  editor.destroy();
  return output;
}

const everything = [
  '<h2>Înscrieri</h2><h3>Acte</h3><h4>Termene</h4>',
  '<p>Text <strong>bold</strong> <em>italic</em> <u>under</u> <s>struck</s><br>second line</p>',
  '<ul><li><p>one</p><ul><li><p>nested</p></li></ul></li></ul>',
  '<ol><li><p>first</p></li></ol><ol start="4"><li><p>fourth</p></li></ol>',
  '<blockquote><p>quoted</p></blockquote><hr>',
  '<p><a href="https://www.edu.ro/">external</a>, <a href="mailto:secretariat@scoala.ro">mail</a>, ',
  '<a href="tel:+40212345678">phone</a>, <a href="/contact">local</a>, <a href="#orar">anchor</a></p>',
  '<img src="/api/media/files/abc123.webp" alt="Serbarea" width="640" height="480">',
  '<img src="/api/media/files/decor.webp" alt="">',
  '<table><tr><th>Clasa</th><th colspan="2">Elevi</th></tr><tr><td rowspan="2">a V-a</td><td>12</td><td>12</td></tr>',
  '<tr><td>1 &lt; 2 &amp; "ghilimele"</td><td>a&nbsp;b</td></tr></table>',
].join('');

describe('the editor writes only what the sanitizer keeps', () => {
  it('gives HTML that sanitizeRichText leaves unchanged, for every element the policy allows', () => {
    const output = throughEditor(everything);
    expect(output).toContain('<h2>');
    expect(output).toContain('<a href="https://www.edu.ro/" rel="noopener noreferrer">');
    expect(output).toContain('<img src="/api/media/files/abc123.webp" alt="Serbarea" width="640" height="480">');
    expect(output).toContain('<th colspan="2">Elevi</th>');
    expect(output).toContain('<ol start="4">');
    expect(sanitizeRichText(output)).toBe(output);
  });

  it('drops on the way in what the policy refuses: scripts, handlers, bad links, outside images, styles', () => {
    const output = throughEditor(
      '<h1>Title</h1><p style="color:red" class="MsoNormal" onclick="x()">a <a href="javascript:alert(1)">bad</a> ' +
        '<a href="https://x.ro" target="_blank" class="c" title="t">ok</a></p><script>alert(1)</script>' +
        '<img src="https://evil.example/x.png" alt="x"><ol type="a"><li><p>x</p></li></ol><pre><code>code</code></pre>' +
        '<table style="width:100%"><colgroup><col style="width:50px"></colgroup><tr><td colwidth="50" style="text-align:right">c</td></tr></table>',
    );
    expect(output).not.toMatch(/script|javascript|onclick|style=|class=|target=|title=|evil|type=|colgroup|colwidth|<h1|<pre|<code/);
    expect(output).toContain('<a href="https://x.ro" rel="noopener noreferrer">ok</a>');
    expect(sanitizeRichText(output)).toBe(output);
  });

  it('opens what it wrote and writes it again unchanged: an untouched body is not a change', () => {
    const written = throughEditor(sanitizeRichText(everything));
    expect(throughEditor(written)).toBe(written);
  });
});

describe('a table keeps how it looks through the editor', () => {
  const calendar =
    '<table><thead><tr><th>Activitate</th><th>Perioada</th></tr></thead><tbody>' +
    '<tr><td>Înscrierea</td><td>31 martie – 6 mai 2025</td></tr><tr><td>Afișarea rezultatelor</td><td>21 mai 2025</td></tr></tbody></table>';

  it('saves, after two cells are changed, the header row as a header and each cell without a paragraph', () => {
    const editor = new Editor({ extensions: policyExtensions, content: calendar });
    const replaceCell = (from: string, to: string) => {
      editor.state.doc.descendants((node, position) => {
        if (node.isText && node.text === from) editor.commands.insertContentAt({ from: position, to: position + from.length }, to);
      });
    };
    replaceCell('21 mai 2025', '22 mai 2025');
    replaceCell('Înscrierea', 'Înscrierea online');
    const saved = editorHtml(editor);
    editor.destroy();
    expect(saved).toBe(
      '<table><thead><tr><th>Activitate</th><th>Perioada</th></tr></thead><tbody>' +
        '<tr><td>Înscrierea online</td><td>31 martie – 6 mai 2025</td></tr><tr><td>Afișarea rezultatelor</td><td>22 mai 2025</td></tr></tbody></table>',
    );
    expect(sanitizeRichText(saved)).toBe(saved);
  });

  it('gives back an untouched table as it was loaded', () => {
    expect(throughEditor(calendar)).toBe(calendar);
  });

  it('keeps the paragraphs of a cell that holds more than one', () => {
    const twoParagraphs = '<table><tbody><tr><td><p>one</p><p>two</p></td><td></td></tr></tbody></table>';
    expect(throughEditor(twoParagraphs)).toBe(twoParagraphs);
    expect(sanitizeRichText(twoParagraphs)).toBe(twoParagraphs);
  });
});
