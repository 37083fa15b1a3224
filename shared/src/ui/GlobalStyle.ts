import { createGlobalStyle } from 'styled-components';
import { ringStyles } from './focusRing';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.body};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }

  /* Keyboard users must always see where they are; mouse clicks stay ring-free. */
  :focus-visible {
    ${ringStyles('focus')}
  }

  img, svg, video {
    max-width: 100%;
    height: auto;
  }

  button, input, select, textarea {
    font: inherit;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
