// What scripts/generatePlaceholderImages.mjs writes into each gallery's index.ts.
export interface GeneratedPhoto {
  /** 1-based position in the gallery. */
  number: number;
  /** The text drawn on the placeholder, e.g. "Săptămâna Verde 2024-2025 — foto 7". */
  label: string;
  /** URL of the 480 px wide file. */
  small: string;
  /** URL of the 960 px wide file. */
  large: string;
  /** Intrinsic size of the large file. */
  width: number;
  height: number;
}
