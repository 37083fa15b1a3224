// What opens and closes the navbar's menus, and where the keyboard moves inside them (WAI-ARIA
// disclosure navigation). Desktop: one dropdown open at a time; Enter/Space on its button,
// ArrowDown/ArrowUp into it, arrows/Home/End inside it, Left/Right/Home/End between the buttons,
// Escape closes it back onto its button; a click outside closes it. Phone: the "Meniu" button
// shows the same groups, one under the other, and Escape (outside an open group) closes them back
// onto it. Any navigation closes everything; a link to the page already shown closes the menus too.
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';

/** Where an arrow key moves focus in a list of `count` items (wraps around); null: not ours. */
export function nextIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return (current + 1 + count) % count;
    case 'ArrowUp':
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** `nav` holds every menu (a pointer down outside it closes them); `menuToggle` is "Meniu". */
export function useNavbarMenus(nav: RefObject<HTMLElement | null>, menuToggle: RefObject<HTMLButtonElement | null>) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [phoneMenuOpen, setPhoneMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const menus = useRef<Record<string, HTMLUListElement | null>>({});

  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpenId(null);
    setPhoneMenuOpen(false);
  }

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (nav.current && !nav.current.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [nav]);

  const linksOf = (id: string) => Array.from(menus.current[id]?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const openAndFocus = (id: string, which: 'first' | 'last') => {
    flushSync(() => setOpenId(id));
    const links = linksOf(id);
    links[which === 'first' ? 0 : links.length - 1]?.focus();
  };

  const closePhoneMenu = () => {
    setPhoneMenuOpen(false);
    menuToggle.current?.focus();
  };

  return {
    openId,
    setOpenId,
    phoneMenuOpen,
    setPhoneMenuOpen,
    pathname,
    buttonRef: (index: number) => (element: HTMLButtonElement | null) => {
      buttons.current[index] = element;
    },
    menuRef: (id: string) => (element: HTMLUListElement | null) => {
      menus.current[id] = element;
    },

    onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number, id: string) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        openAndFocus(id, event.key === 'ArrowDown' ? 'first' : 'last');
        return;
      }
      if (event.key === 'Escape') {
        // An open group closes first; the phone menu, at the next Escape.
        if (openId === id) event.preventDefault();
        setOpenId(null);
        return;
      }
      // Left/Right/Home/End: ArrowDown and ArrowUp went into the dropdown above.
      const target = nextIndex(event.key, index, buttons.current.length);
      if (target !== null) {
        event.preventDefault();
        buttons.current[target]?.focus();
      }
    },

    onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>, index: number, id: string) {
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpenId(null);
        buttons.current[index]?.focus();
        return;
      }
      const links = linksOf(id);
      const current = links.indexOf(document.activeElement as HTMLAnchorElement);
      const target = ['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)
        ? nextIndex(event.key, current, links.length)
        : null;
      if (target !== null) {
        event.preventDefault();
        links[target]?.focus();
      }
    },

    onPhoneMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
      if (event.key !== 'Escape' || event.defaultPrevented || !phoneMenuOpen) return;
      event.preventDefault();
      closePhoneMenu();
    },

    /** A navigation closes the menus by itself; the page already shown is none, so close here. */
    onFollow(to: string) {
      if (to !== pathname) return;
      setOpenId(null);
      if (phoneMenuOpen) closePhoneMenu();
    },
  };
}

export type NavbarMenus = ReturnType<typeof useNavbarMenus>;
