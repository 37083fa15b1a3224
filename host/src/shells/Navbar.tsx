// The public navbar: the school name, the six groups of links (navItems.ts) and, at the bar's end,
// the site's search field (in the phone menu too) and the signed-in visitor's name and sign-out
// (`session`). Each group is a disclosure of its links: a dropdown on a desktop, a row that opens
// below itself on a phone, where the groups collapse behind a "Meniu" button. The markup is the
// same at every width (only navbarStyles.ts's media queries differ), so a pre-rendered page drawn
// at a desktop's width is the page React hydrates on a phone, and a menu opened before the
// take-over keeps its layout. useNavbarMenus.ts opens, closes and moves the keyboard.
import { useRef, type ReactNode } from 'react';
import { publicMessages, SiteSearchForm, VisuallyHidden } from '@school/shared';
import { pathOf, type AdminPath } from '@school/shared/routing';
import { navGroups, type NavGroup, type NavLinkItem } from './navItems';
import {
  Bar,
  Brand,
  Logo,
  Dropdown,
  DropdownAnchor,
  DropdownLink,
  GroupButton,
  Inner,
  Item,
  MenuToggle,
  SearchItem,
  Session,
  TopLink,
  TopList,
} from './navbarStyles';
import { useNavbarMenus, type NavbarMenus } from './useNavbarMenus';

/** One entry of a group: a route (NavLink, marked current) or an external file. */
function MenuLink({ link, onFollow }: { link: NavLinkItem; onFollow: (to: string) => void }) {
  if (link.external) {
    return (
      <DropdownAnchor href={link.to} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span aria-hidden="true">↗</span>
        <VisuallyHidden> {publicMessages.newTab}</VisuallyHidden>
      </DropdownAnchor>
    );
  }
  return (
    <DropdownLink to={link.to} end onClick={() => onFollow(link.to)}>
      {link.label}
    </DropdownLink>
  );
}

const Chevron = ({ open }: { open: boolean }) => (
  <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" focusable="false">
    <path d={open ? 'M2 8l4-4 4 4' : 'M2 4l4 4 4-4'} fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/** A group: a button opening its links. */
function NavGroupItem({ group, index, menus }: { group: NavGroup; index: number; menus: NavbarMenus }) {
  const open = menus.openId === group.id;
  return (
    <Item
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) menus.setOpenId(null);
      }}
    >
      <GroupButton
        ref={menus.buttonRef(index)}
        type="button"
        aria-expanded={open}
        aria-controls={`meniu-${group.id}`}
        $current={group.links.some((link) => !link.external && link.to === menus.pathname)}
        onClick={() => menus.setOpenId(open ? null : group.id)}
        onKeyDown={(event) => menus.onButtonKeyDown(event, index, group.id)}
      >
        {group.label}
        <Chevron open={open} />
      </GroupButton>
      <Dropdown id={`meniu-${group.id}`} hidden={!open} ref={menus.menuRef(group.id)} onKeyDown={(event) => menus.onMenuKeyDown(event, index, group.id)}>
        {group.links.map((link) => (
          <li key={link.label}>
            <MenuLink link={link} onFollow={menus.onFollow} />
          </li>
        ))}
      </Dropdown>
    </Item>
  );
}

export interface NavbarProps {
  schoolName: string;
  /** The school's logo (a county's platform), drawn before its name; decorative, the name says it. */
  logoUrl?: string;
  /** Where Administrare leads; no link when undefined (no admin screen admits the user). */
  adminHome?: `/${AdminPath}`;
  /** Who is signed in, with the way to sign out; nothing for an anonymous visitor. */
  session?: ReactNode;
}

export function Navbar({ schoolName, logoUrl, adminHome, session }: NavbarProps) {
  const navRef = useRef<HTMLElement>(null);
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const menus = useNavbarMenus(navRef, menuToggleRef);
  return (
    <Bar ref={navRef} aria-label="Meniu principal">
      <Inner>
        <Brand to={pathOf('home')}>
          {logoUrl && <Logo src={logoUrl} alt="" />}
          {schoolName}
        </Brand>
        <MenuToggle
          ref={menuToggleRef}
          type="button"
          aria-expanded={menus.phoneMenuOpen}
          aria-controls="meniu-principal"
          onClick={() => menus.setPhoneMenuOpen(!menus.phoneMenuOpen)}
        >
          Meniu
        </MenuToggle>
        <TopList id="meniu-principal" $open={menus.phoneMenuOpen} onKeyDown={menus.onPhoneMenuKeyDown}>
          {navGroups.map((group, index) => (
            <NavGroupItem key={group.id} group={group} index={index} menus={menus} />
          ))}
          <SearchItem>
            <SiteSearchForm onSearch={() => menus.setPhoneMenuOpen(false)} />
          </SearchItem>
        </TopList>
        {/* Beside the session, not in the menu: on a phone an editor's way in needs no Meniu. */}
        {(session || adminHome) && (
          <Session>
            {adminHome && <TopLink to={adminHome}>Administrare</TopLink>}
            {session}
          </Session>
        )}
      </Inner>
    </Bar>
  );
}
