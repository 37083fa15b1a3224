// The photo a snapshot names for link previews (og:image): its page's first photo, at the widest of
// its sizes up to SOCIAL_WIDTH (a preview is drawn about 1 200 pixels wide), else its smallest,
// else the file its src names. A rule on the markup, not on what the browser loaded: the renderer
// loads no photo (rendererBrowser.mjs), and a loaded photo's size followed the page's layout (a
// gallery's 240-pixel thumbnail) or was none at all for one the browser loads lazily.
const SOCIAL_WIDTH = 1280;

/** A srcset's candidates with a width descriptor: [{ url, width }]. */
function candidatesOf(srcset) {
  return srcset
    .split(',')
    .map((candidate) => /^\s*(\S+)\s+(\d+)w\s*$/.exec(candidate))
    .filter((match) => match !== null)
    .map(([, url, width]) => ({ url, width: Number(width) }));
}

/**
 * The og:image address of a photo as the page shows it: { src, srcset, base } (its src, its srcset
 * attribute and the document's base address, which the srcset's addresses are relative to).
 */
export function socialImageOf({ src, srcset, base }) {
  const candidates = candidatesOf(srcset).sort((a, b) => a.width - b.width);
  const fitting = candidates.filter(({ width }) => width <= SOCIAL_WIDTH);
  const chosen = fitting.at(-1) ?? candidates[0];
  return chosen ? new URL(chosen.url, base).href : src;
}
