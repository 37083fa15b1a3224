// The public navbar: the school name and six disclosure dropdowns (WAI-ARIA disclosure
// navigation pattern). Mouse and touch open a dropdown by click or tap; the keyboard uses
// Enter/Space on the button, ArrowDown/ArrowUp into the menu, arrows/Home/End inside it,
// Left/Right between buttons, and Escape to close and return to the button.
// On phones the list collapses behind a "Meniu" button, and once open it shows every group's
// links at once (each group a list labelled by its name, no disclosures): any page is two taps
// away, Meniu → link. Escape closes the phone menu and returns focus to its button. Any link
// closes the menus, the one of the page already shown included. The signed-in visitor's name
// and sign-out (`session`) sit at the bar's end.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { VisuallyHidden } from '@school/shared';
import { navGroups, nextIndex, NEW_TAB_NOTE, type NavLinkItem } from './navItems';
import {
  Bar,
  Brand,
  Dropdown,
  DropdownAnchor,
  DropdownLink,
  GroupButton,
  GroupLabel,
  Inner,
  Item,
  MenuToggle,
  Session,
  TopLink,
  TopList,
} from './navbarStyles';
import { usePhoneLayout } from './usePhoneLayout';

/** One entry of a dropdown or phone list: a route (NavLink, marked current) or an external file. */
function MenuLink({ link, onFollow }: { link: NavLinkItem; onFollow: (link: NavLinkItem) => void }) {
  if (link.external) {
    return (
      <DropdownAnchor href={link.to} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span aria-hidden="true">↗</span>
        <VisuallyHidden> {NEW_TAB_NOTE}</VisuallyHidden>
      </DropdownAnchor>
    );
  }
  return (
    <DropdownLink to={link.to} end onClick={() => onFollow(link)}>
      {link.label}
    </DropdownLink>
  );
}

const Chevron = ({ open }: { open: boolean }) => (
  <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" focusable="false">
    <path d={open ? 'M2 8l4-4 4 4' : 'M2 4l4 4 4-4'} fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

export interface NavbarProps {
  schoolName: string;
  showAdminLink: boolean;
  /** Who is signed in, with the way to sign out; nothing for an anonymous visitor. */
  session?: ReactNode;
}

export function Navbar({ schoolName, showAdminLink, session }: NavbarProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const phone = usePhoneLayout();
  const [shownPath, setShownPath] = useState(pathname);
  const navRef = useRef<HTMLElement>(null);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const menus = useRef<Record<string, HTMLUListElement | null>>({});

  // A navigation closes every dropdown and the phone menu.
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpenId(null);
    setMenuOpen(false);
  }

  // A click or tap outside the navbar closes the open dropdown.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const linksOf = (id: string) => Array.from(menus.current[id]?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const openAndFocus = (id: string, which: 'first' | 'last') => {
    flushSync(() => setOpenId(id));
    const links = linksOf(id);
    links[which === 'first' ? 0 : links.length - 1]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number, id: string) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(id, event.key === 'ArrowDown' ? 'first' : 'last');
      return;
    }
    if (event.key === 'Escape') {
      setOpenId(null);
      return;
    }
    if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) {
      const count = buttons.current.length;
      const target = nextIndex(event.key, index, count);
      if (target !== null) {
        event.preventDefault();
        buttons.current[target]?.focus();
      }
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>, index: number, id: string) => {
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
  };

  // A navigation closes the menus by itself; the page already shown is no navigation, so its
  // link closes them here, and on a phone the focus goes back to the menu button it came from.
  const onFollow = (link: NavLinkItem) => {
    if (link.to !== pathname) return;
    setOpenId(null);
    if (menuOpen) {
      setMenuOpen(false);
      menuToggle.current?.focus();
    }
  };

  const onPhoneMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    setMenuOpen(false);
    menuToggle.current?.focus();
  };

  const phoneGroups = navGroups.map((group) => (
    <Item key={group.id}>
      <GroupLabel id={`grup-${group.id}`}>{group.label}</GroupLabel>
      <Dropdown id={`meniu-${group.id}`} aria-labelledby={`grup-${group.id}`}>
        {group.links.map((link) => (
          <li key={link.label}>
            <MenuLink link={link} onFollow={onFollow} />
          </li>
        ))}
      </Dropdown>
    </Item>
  ));

  const desktopGroups = navGroups.map((group, index) => {
    const open = openId === group.id;
    const current = group.links.some((link) => !link.external && link.to === pathname);
    return (
      <Item
        key={group.id}
        onBlur={(event) => {
          if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null);
        }}
      >
        <GroupButton
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          aria-expanded={open}
          aria-controls={`meniu-${group.id}`}
          $current={current}
          onClick={() => setOpenId(open ? null : group.id)}
          onKeyDown={(event) => onButtonKeyDown(event, index, group.id)}
        >
          {group.label}
          <Chevron open={open} />
        </GroupButton>
        <Dropdown
          id={`meniu-${group.id}`}
          hidden={!open}
          ref={(element) => {
            menus.current[group.id] = element;
          }}
          onKeyDown={(event) => onMenuKeyDown(event, index, group.id)}
        >
          {group.links.map((link) => (
            <li key={link.label}>
              <MenuLink link={link} onFollow={onFollow} />
            </li>
          ))}
        </Dropdown>
      </Item>
    );
  });

  return (
    <Bar ref={navRef} aria-label="Meniu principal">
      <Inner>
        <Brand to="/home">{schoolName}</Brand>
        <MenuToggle
          ref={menuToggle}
          type="button"
          aria-expanded={menuOpen}
          aria-controls="meniu-principal"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Meniu
        </MenuToggle>
        <TopList id="meniu-principal" $open={menuOpen} onKeyDown={phone ? onPhoneMenuKeyDown : undefined}>
          {phone ? phoneGroups : desktopGroups}
          {showAdminLink && (
            <Item>
              <TopLink to="/admin/dashboard">Administrare</TopLink>
            </Item>
          )}
        </TopList>
        {session && <Session>{session}</Session>}
      </Inner>
    </Bar>
  );
}
