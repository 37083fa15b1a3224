// Roving focus for a toolbar (WAI-ARIA Authoring Practices, "Toolbar"): one Tab stop, the arrow
// keys move between the buttons, Home and End go to the ends. The Tab stop stays on the button
// last used, so a return to the toolbar lands where the user left it.
import { useState, type KeyboardEvent, type RefObject } from 'react';

const NEXT = ['ArrowRight'];
const PREVIOUS = ['ArrowLeft'];

const buttonsIn = (container: HTMLElement | null) => Array.from(container?.querySelectorAll<HTMLElement>('button') ?? []);

/** Focuses a toolbar's Tab stop (Alt+F10 from the editor). */
export function focusToolbar(container: HTMLElement | null) {
  buttonsIn(container).find((button) => button.tabIndex === 0)?.focus();
}

export function useRovingFocus(count: number, containerRef: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(0);
  const current = Math.min(active, count - 1);

  const moveTo = (index: number) => {
    setActive(index);
    buttonsIn(containerRef.current)[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    let target: number | undefined;
    if (NEXT.includes(event.key)) target = (current + 1) % count;
    else if (PREVIOUS.includes(event.key)) target = (current - 1 + count) % count;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = count - 1;
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return {
    onKeyDown,
    /** The tabIndex of the button at `index`, and what a click or focus on it does. */
    itemProps: (index: number) => ({ tabIndex: index === current ? 0 : -1, onFocus: () => setActive(index) }),
  };
}
