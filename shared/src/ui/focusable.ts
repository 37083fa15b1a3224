// What the keyboard can reach inside a container, in tab order (no positive tabindex used here).
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => !el.closest('[inert]') && !el.hidden,
  );
}

/** The first field to type in, so a form dialog opens ready for input. */
export function firstFieldIn(container: HTMLElement): HTMLElement | undefined {
  return tabbableIn(container).find((el) => el.matches('input, select, textarea'));
}
