// Where a refused submit sends the focus. The button pressed may be a screen or more below the
// first field to correct (a long editor on a phone): without this, nothing seems to happen.

const FIRST_INVALID = '[aria-invalid="true"]';
const ALERT = '[role="alert"]';

/**
 * Focuses the first field marked invalid in `scope`, or else its first alert (the `Error!`
 * banner), and scrolls it to the middle of the view, clear of sticky bars at the top or bottom.
 * Answers whether something took the focus.
 */
export function focusRefusal(scope: HTMLElement | null): boolean {
  const target = scope?.querySelector<HTMLElement>(FIRST_INVALID) ?? scope?.querySelector<HTMLElement>(ALERT);
  if (!target) return false;
  // A banner is not focusable by itself; -1 keeps it out of the tab order.
  if (!target.matches(FIRST_INVALID) && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  // jsdom has no layout, so no scrollIntoView.
  target.scrollIntoView?.({ block: 'center' });
  return true;
}
