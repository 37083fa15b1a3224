// The one theme every section renders with (styled-components is a Module Federation singleton,
// so the host's ThemeProvider reaches every remote). Contrast ratios are noted against white.

// Pulls in the DefaultTheme typing wherever the theme is used, even from another package.
import type {} from './styled';

export const theme = {
  colors: {
    primary: '#1a5fb4', // calm school blue, 6.3:1 on white (AA for text and controls)
    primaryHover: '#154c91',
    primaryText: '#ffffff',
    text: '#1b2430', // 15.6:1
    muted: '#596273', // 6.1:1, still AA on surface
    background: '#ffffff',
    surface: '#f5f7fa',
    border: '#d0d7e0', // dividers only: decorative lines need no contrast
    inputBorder: '#6b7482', // 4.7:1: input boundaries need 3:1 (WCAG 1.4.11)
    danger: '#b42318', // 6.6:1 on white, 5.8:1 on dangerBg
    dangerBg: '#fdecea',
    success: '#17692f', // 6.0:1 on successBg
    successBg: '#e8f5ec',
    focus: '#0b57d0', // 6.4:1: the focus ring must stand out from white (3:1)
    backdrop: 'rgba(15, 23, 42, 0.55)',
    // The dark bars (the navbar on primary, the admin menu and the footer on text): their text
    // and focus ring, 6.3:1 and 15.6:1, and the tint of a control under the pointer.
    onDark: '#ffffff',
    onDarkHover: 'rgba(255, 255, 255, 0.16)',
    // A borderless control under the pointer, on white or on a banner's colour.
    hoverTint: 'rgba(0, 0, 0, 0.06)',
  },
  // System fonts only: no web font request, no third party (decisions.md); all of them carry
  // the Romanian ș ț ă â î.
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    small: '0.875rem',
    body: '1rem',
    large: '1.25rem',
    title: '1.5rem',
    display: '4rem',
  },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radii: {
    small: '4px',
    medium: '8px',
    round: '999px',
  },
  breakpoints: {
    phone: '40em',
    tablet: '64em',
  },
  shadows: {
    small: '0 1px 2px rgba(15, 23, 42, 0.12)',
    medium: '0 4px 12px rgba(15, 23, 42, 0.15)',
    dialog: '0 12px 40px rgba(15, 23, 42, 0.3)',
  },
  // WCAG 2.5.5: a comfortable target for fingers.
  touchTarget: '44px',
  // WCAG 2.5.8: the least a control in a dense table row keeps (24px), with room to spare.
  smallTarget: '2rem',
  layout: {
    /** The public pages' content, navbar and footer. */
    pageWidth: '72rem',
    /** The admin area's fixed left menu. */
    sidebarWidth: '14rem',
  },
};

export type Theme = typeof theme;
