import { fold, htmlToText, searchWords, snippetOf } from './textFolding';

describe('text as search compares it', () => {
  it('folds case and diacritics one character for one, cedilla and comma forms alike', () => {
    for (const [text, folded] of [
      ['Școala ȘCOALĂ', 'scoala scoala'],
      ['Şcoala ţară Ţ', 'scoala tara t'],
      ['învățământ ÎNVĂȚĂ', 'invatamant invata'],
      ['plain ASCII', 'plain ascii'],
    ]) {
      expect(fold(text!)).toBe(folded);
      expect(fold(text!)).toHaveLength(text!.length);
    }
    expect(fold('😀 Ș')).toHaveLength('😀 Ș'.length);
  });

  it('takes a query’s words, folded, without punctuation', () => {
    expect(searchWords('  Școala, „noastră”! școala ')).toEqual(['scoala', 'noastra']);
  });

  it('reads the words of HTML, entities decoded', () => {
    expect(htmlToText('<h2>Titlu</h2><p>A &amp; B&nbsp;&#259;&#x219;</p><script>x()</script>')).toBe('Titlu A & B ăș');
  });

  it('cuts a snippet around the first match, on word boundaries', () => {
    const text = `${'început '.repeat(40)}aici este Școala noastră ${'sfârșit '.repeat(40)}`.trim();
    const snippet = snippetOf(text, ['scoala']);
    expect(snippet).toContain('Școala noastră');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(162);
    expect(snippetOf('Scurt', ['x'])).toBe('Scurt');
  });

  it('finds the first match anywhere in a long text, also one across the end of the part searched first', () => {
    const far = `${'început '.repeat(1000)}aici este Școala noastră ${'sfârșit '.repeat(40)}`.trim();
    expect(snippetOf(far, ['scoala'])).toContain('Școala noastră');
    // 'Olimpiada' starts 6 characters before the 4 096th; 'elevii' comes only after it.
    const across = `${'x '.repeat(2045)}Olimpiada elevii ${'y '.repeat(100)}`;
    expect(snippetOf(across, ['elevii', 'olimpiada'])).toContain('Olimpiada elevii');
    expect(snippetOf(`${'x '.repeat(3000)}`, ['olimpiada'])).toBe(`${'x '.repeat(80).trim()}…`);
  });
});
