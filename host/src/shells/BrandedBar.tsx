// The navbar in the school's colour pair (checked for 4.5:1 contrast when it was saved): the same
// navbar, drawn with the brand colour behind and the chosen text colour on it. Only the bar: links
// and buttons on the white page keep the product's colours, which are checked against white.
import type { ReactNode } from 'react';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { theme as productTheme, type SchoolBranding } from '@school/shared';

export function BrandedBar({ branding, children }: { branding: SchoolBranding | null; children: ReactNode }) {
  if (!branding) return <>{children}</>;
  const branded = (theme: DefaultTheme = productTheme): DefaultTheme => ({
    ...theme,
    colors: { ...theme.colors, primary: branding.brandColor, primaryHover: branding.brandColor, onDark: branding.brandTextColor },
  });
  return <ThemeProvider theme={branded}>{children}</ThemeProvider>;
}
