// Where the page stands after a navigation. A new page starts at its top with the focus on its
// heading (a screen reader announces the page); back and forward return to where the reader was;
// an address with an #anchor goes to the anchor. The browser cannot do this alone: the page
// arrives a moment after the address changes (its section loads), so each step waits for it.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a step waits for the new page before giving up. */
const WAIT_MS = 5000;

/**
 * Runs `step` now and then on each animation frame until it answers true; the last run, once
 * `WAIT_MS` have passed, is told so. Returns a function that stops it.
 */
function untilDone(step: (lastChance: boolean) => boolean): () => void {
  const deadline = performance.now() + WAIT_MS;
  let frame = 0;
  const run = () => {
    const lastChance = performance.now() >= deadline;
    if (!step(lastChance) && !lastChance) frame = requestAnimationFrame(run);
  };
  run();
  return () => cancelAnimationFrame(frame);
}

/** Puts the focus on the page's heading, unless the visitor is already at work inside the page. */
function focusHeading(): boolean {
  const main = document.getElementById('main');
  const heading = main?.querySelector<HTMLElement>('h1');
  if (!main || !heading) return false;
  const active = document.activeElement;
  if (active && active !== document.body && active !== main && main.contains(active)) return true;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

const scrollTo = (top: number) => {
  if (window.scrollY !== top) window.scrollTo(0, top);
};

/** Scrolls to `top` once the page is tall enough to get there (or as far as it can, in the end). */
const restore = (top: number) => (lastChance: boolean) => {
  const reachable = document.documentElement.scrollHeight - window.innerHeight >= top;
  if (reachable || lastChance) scrollTo(top);
  return reachable;
};

const scrollToAnchor = (id: string) => () => {
  const target = document.getElementById(id);
  target?.scrollIntoView();
  return Boolean(target);
};

export function useNavigationScroll(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  /** Scroll position of each history entry, by its key. */
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);
  const shownPage = useRef<string | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const remember = () => positions.current.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  const { key, pathname, search, hash } = location;
  useLayoutEffect(() => {
    currentKey.current = key;
    const page = pathname + search;
    const previousPage = shownPage.current;
    shownPage.current = page;
    // The first page of a visit is where the browser put it.
    if (previousPage === null) return;
    const samePage = previousPage === page;
    const saved = positions.current.get(key);
    const stops: (() => void)[] = [];
    if (navigationType === 'POP' && saved !== undefined && !(samePage && hash)) stops.push(untilDone(restore(saved)));
    else if (hash) stops.push(untilDone(scrollToAnchor(decodeURIComponent(hash.slice(1)))));
    else if (!samePage) scrollTo(0);
    if (!samePage) stops.push(untilDone(focusHeading));
    return () => stops.forEach((stop) => stop());
  }, [key, pathname, search, hash, navigationType]);
}
