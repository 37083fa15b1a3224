// The root jest config maps styled-components to its browser build, whose global styles render.
import { GlobalStyle } from './GlobalStyle';
import { renderWithTheme } from '../testing/renderWithTheme';
import { theme } from './theme';

// styled-components inserts its rules through the CSSOM, so read them there, not as text.
function injectedCss(): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .map((rule) => rule.cssText)
    .join('\n');
}

describe('GlobalStyle', () => {
  it('applies the theme: system fonts, a visible focus ring, reduced motion', () => {
    renderWithTheme(<GlobalStyle />);
    const css = injectedCss();
    expect(css).toContain('font-family: system-ui,');
    expect(css).toContain(`:focus-visible {outline: 3px solid ${theme.colors.focus}`);
    expect(css).toContain('prefers-reduced-motion: reduce');
  });

  it('loads nothing from elsewhere: no web font, no remote URL', () => {
    renderWithTheme(<GlobalStyle />);
    expect(injectedCss()).not.toMatch(/@font-face|@import|url\(/);
  });
});
