import { sanitizeRichText } from '@school/shared/rich-text/server';

describe('sanitizeRichText keeps what the policy allows', () => {
  it('keeps headings, paragraphs, lists, emphasis, quotes, rules and breaks as they are', () => {
    const html =
      '<h2>Titlu</h2><h3>Sub</h3><h4>Mic</h4><p>Un <strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br>rând</p>' +
      '<ul><li><p>unu</p></li></ul><ol start="3"><li><p>trei</p></li></ol><blockquote><p>citat</p></blockquote><hr>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps tables with header cells and spans', () => {
    const html =
      '<table><thead><tr><th colspan="2">Clasa</th></tr></thead>' +
      '<tbody><tr><td rowspan="2">a V-a</td><td>24</td></tr><tr><td>25</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps links to http, https, mailto, tel and site paths, adding rel only to other sites', () => {
    expect(sanitizeRichText('<p><a href="https://edu.ro/x">a</a> <a href="http://isj.ro">b</a></p>')).toBe(
      '<p><a href="https://edu.ro/x" rel="noopener noreferrer">a</a> <a href="http://isj.ro" rel="noopener noreferrer">b</a></p>',
    );
    const local = '<p><a href="mailto:secretariat@scoala.ro">m</a> <a href="tel:+40212345678">t</a> <a href="/contact">c</a> <a href="#orar">o</a></p>';
    expect(sanitizeRichText(local)).toBe(local);
  });

  it('forces rel="noopener noreferrer" on an external link whatever rel or target it came with', () => {
    expect(sanitizeRichText('<a href="https://x.ro" rel="opener" target="_blank">x</a>')).toBe(
      '<a href="https://x.ro" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps images from the media library with alt, width and height', () => {
    const html = '<p><img src="/api/media/files/ab12cd.webp" alt="Elevii la serbare" width="640" height="480"></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('closes every element it keeps where it ends, after an image or a link it removed', () => {
    // The image is dropped, so nothing may close the link after it with another name.
    expect(sanitizeRichText('<p><img src="x">one</p><p><a href="https://example.org">link</a> after</p>')).toBe(
      '<p>one</p><p><a href="https://example.org" rel="noopener noreferrer">link</a> after</p>',
    );
    expect(sanitizeRichText('<p><a href="javascript:x">z</a></p><p>q</p>')).toBe('<p>z</p><p>q</p>');
    expect(sanitizeRichText('<p><span style="mso-list:Ignore">·</span>unu</p><p><em>doi</em></p>')).toBe('<p>unu</p><p><em>doi</em></p>');
  });

  it('stores what a browser builds from it: implied and misnested elements written out as the browser reads them', () => {
    expect(sanitizeRichText('<p>a<h2>b</h2></p>')).toBe('<p>a</p><h2>b</h2><p></p>');
    expect(sanitizeRichText('<table><tr><td>x</td></tr></table>')).toBe('<table><tbody><tr><td>x</td></tr></tbody></table>');
    expect(sanitizeRichText('<a href="/a">1<a href="/b">2</a></a>')).toBe('<a href="/a">1</a><a href="/b">2</a>');
  });

  it('unwraps elements nested past 100 levels, keeping their text: a deep body is refused by no parser', () => {
    for (const tag of ['em', 'blockquote', 'ul', 'table']) {
      const stored = sanitizeRichText(`<${tag}>`.repeat(25_000) + 'adânc');
      expect(stored).toContain('adânc');
      expect(stored.split(`<${tag}>`).length - 1).toBeLessThanOrEqual(100);
    }
  });

  it('is idempotent', () => {
    const once = sanitizeRichText('<p class="x" style="color:red">A<span>b</span><a href="https://x.ro">c</a><br/></p>');
    expect(sanitizeRichText(once)).toBe(once);
  });
});

describe('sanitizeRichText removes what could run script or break the page', () => {
  it.each([
    ['a script element with its code', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['an upper-case script', '<SCRIPT>alert(1)</SCRIPT>ok', 'ok'],
    ['an onerror handler', '<img src="/api/media/files/x.png" alt="" onerror="alert(1)">', '<img src="/api/media/files/x.png" alt="">'],
    ['an onclick handler on a paragraph', '<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['a style element', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
    ['an inline svg with script', '<svg onload="alert(1)"><script>alert(1)</script><text>t</text></svg><p>x</p>', '<p>x</p>'],
    ['an object and an embed', '<object data="x.swf"></object><embed src="x.swf"><p>x</p>', '<p>x</p>'],
    ['a form and its fields', '<form action="/x"><input name="a"><button>Go</button></form><p>x</p>', '<p>x</p>'],
    ['a class and an id', '<p class="a" id="b">x</p>', '<p>x</p>'],
  ])('%s', (_, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    '//evil.example/x',
    '/\\evil.example',
    'ftp://files.example/x',
  ])('unwraps a link to %j, keeping its text', (href) => {
    expect(sanitizeRichText(`<p><a href="${href}">click</a></p>`)).toBe('<p>click</p>');
  });

  it.each([
    'https://evil.example/p.png',
    '//evil.example/api/media/files/p.png',
    'data:image/png;base64,iVBORw0KGgo=',
    '/uploads/p.png',
    '/api/media/files/../../etc/passwd',
    '/api/media/files/%2e%2e/%2e%2e/search?q=X',
    '/api/media/files/%2E%2E%2F%2E%2E%2Fsearch',
    '/api/media/files/a.jpg?x=1',
    '/api/media/files/a.jpg#x',
    '/api/media/files/sub/a.jpg',
    '/api/media/files/%E0%A4%A.jpg',
    '/api/media/files/.jpg',
    'javascript:alert(1)',
  ])('drops an image from outside the media library: %j', (src) => {
    expect(sanitizeRichText(`<p>a<img src="${src}" alt="x">b</p>`)).toBe('<p>ab</p>');
  });

  it('writes a media library address percent-encoded without need as the plain file address', () => {
    expect(sanitizeRichText('<img src="/api/media/files/ab12%2Dcd.webp" alt="a">')).toBe('<img src="/api/media/files/ab12-cd.webp" alt="a">');
  });

  it('drops image sizes that are not whole numbers', () => {
    expect(sanitizeRichText('<img src="/api/media/files/a.jpg" alt="a" width="100%" height="-3">')).toBe(
      '<img src="/api/media/files/a.jpg" alt="a">',
    );
  });

  it('gives an image without alt an empty alt', () => {
    expect(sanitizeRichText('<img src="/api/media/files/a.jpg">')).toBe('<img src="/api/media/files/a.jpg" alt="">');
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp;&amp; "<b>x</b>" /&gt;</p>')).toBe('<p>1 &lt; 2 &amp;&amp; "<strong>x</strong>" /&gt;</p>');
  });

  it('maps h1 to h2 and h5, h6 to h4: the page owns its h1', () => {
    expect(sanitizeRichText('<h1>a</h1><h5>b</h5><h6>c</h6>')).toBe('<h2>a</h2><h4>b</h4><h4>c</h4>');
  });
});

describe('sanitizeRichText cleans markup pasted from Word', () => {
  const wordParagraph =
    '<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]-->' +
    '<p class="MsoNormal" style="margin-bottom:0cm;line-height:normal"><b><span lang="RO" style="font-size:12.0pt;' +
    'font-family:&quot;Times New Roman&quot;,serif;mso-fareast-language:RO">Înscrierea în clasa a V-a</span></b>' +
    '<span lang="RO" style="font-size:12.0pt"> începe pe <i>1 septembrie</i>.<o:p></o:p></span></p>';

  it('keeps the text and emphasis, drops classes, styles, spans, <o:p> and conditional comments', () => {
    expect(sanitizeRichText(wordParagraph)).toBe(
      '<p><strong>Înscrierea în clasa a V-a</strong> începe pe <em>1 septembrie</em>.</p>',
    );
  });

  it('drops the bullets Word types into list paragraphs', () => {
    const list =
      '<p class="MsoListParagraphCxSpFirst" style="text-indent:-18.0pt;mso-list:l0 level1 lfo1">' +
      '<![if !supportLists]><span style="font-family:Symbol"><span style="mso-list:Ignore">·' +
      '<span style="font:7.0pt &quot;Times New Roman&quot;">&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>' +
      '<span lang="RO">Certificat de naștere</span></p>';
    expect(sanitizeRichText(list)).toBe('<p>Certificat de naștere</p>');
  });

  it('drops a whole Word document head with its title, styles and XML', () => {
    const document =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8"><title>Doc1</title>' +
      '<style>p.MsoNormal{margin:0}</style><!--[if gte mso 9]><xml><w:WordDocument></w:WordDocument></xml><![endif]-->' +
      '</head><body lang="RO" style="tab-interval:35.4pt"><div class="WordSection1"><h1 class="Titlu">Anunț</h1>' +
      '<p class="MsoNormal">Text<o:p>&nbsp;</o:p></p><a name="_Toc1"></a></div></body></html>';
    expect(sanitizeRichText(document)).toBe('<h2>Anunț</h2><p>Text&nbsp;</p>');
  });
});
