// The colour pair a school chooses (its brand colour and the text written on it) must be readable:
// WCAG 2.2's contrast ratio of at least 4.5:1 (success criterion 1.4.3, normal text). The form and
// the API judge it with this one rule.

/** `#rrggbb`, lower or upper case. */
export const hexColorPattern = /^#[0-9a-fA-F]{6}$/;

export const minimumContrast = 4.5;

/** WCAG's relative luminance of an sRGB colour written `#rrggbb`. */
function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two `#rrggbb` colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

export const hasReadableContrast = (background: string, text: string) => contrastRatio(background, text) >= minimumContrast;
