// The photo viewer is a history entry of its own: Back (a parent's reflex on a phone) closes it
// and leaves the reader on the page, where they were; Forward opens it again. The photo shown is
// in the entry's state, with the gallery it belongs to; the next or previous photo replaces the
// entry, so one Back always closes the viewer.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

interface ViewerEntry {
  gallery: string;
  index: number;
}

const STATE_KEY = 'photoViewer';

const viewerOf = (state: unknown): ViewerEntry | null => {
  const entry = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[STATE_KEY] : undefined;
  return typeof entry === 'object' && entry !== null && 'gallery' in entry && 'index' in entry ? (entry as ViewerEntry) : null;
};

/** The photo of `gallery` open in the viewer (null: closed), and the ways to change it. */
export function useViewerEntry(gallery: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const shown = viewerOf(location.state);
  const open = shown?.gallery === gallery ? shown.index : null;
  const { pathname, search, hash, state } = location;
  const show = useCallback(
    (index: number) => {
      const others = typeof state === 'object' && state !== null ? state : {};
      navigate({ pathname, search, hash }, { state: { ...others, [STATE_KEY]: { gallery, index } }, replace: open !== null, preventScrollReset: true });
    },
    [navigate, pathname, search, hash, state, gallery, open],
  );
  const close = useCallback(() => navigate(-1), [navigate]);
  return { open, show, close };
}
