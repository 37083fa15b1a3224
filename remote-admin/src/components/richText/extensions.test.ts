import { Editor } from '@tiptap/core';
import { sanitizeRichText } from '@school/shared/rich-text/server';
import { policyExtensions } from './extensions';

/** What the editor gives for some HTML it was given (as it would after loading a stored body). */
function throughEditor(html: string): string {
  const editor = new Editor({ extensions: policyExtensions, content: html });
  const output = editor.getHTML();
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
    expect(output).toContain('<th colspan="2"><p>Elevi</p></th>');
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
