// The admin shell (English): a fixed left menu titled Dashboard (the entries the user's role may
// open, adminMenu.ts), a top bar with links to the account page (/cont) and back to the public
// site and LogOut, and the main area. On a phone the menu is one row, its title and a `Menu`
// button (a disclosure) that shows the links, so the screen's own heading is on the first screen;
// a link or Escape closes it (the focus back on `Menu` unless a new screen takes it). LogOut ends
// the session (decisions.md), clears currentUser and goes to /login. When the API reports the
// session has ended, the auth remote's SignInAgain takes a place in the top bar and opens its
// sign-in dialog over the screen, which stays as it is.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing, spreadRow, useCurrentUser, useLogoutMutation, useSessionExpired } from '@school/shared';
import { pathOf } from '@school/shared/routing';
import { RemoteAuthPart } from '../sections/RemoteAuthPart';
import { adminMenuFor } from './adminMenu';
import { barButtonStyles } from './barButton';
import { SkipLink } from './SkipLink';
import { useDocumentLanguage } from './useDocumentLanguage';
import { usePhoneLayout } from './usePhoneLayout';

const Sidebar = styled.nav`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  width: ${({ theme }) => theme.layout.sidebarWidth};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.onDark};
  padding: ${({ theme }) => theme.space.md} 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    position: static;
    width: auto;
    overflow-y: visible;
    padding: ${({ theme }) => theme.space.xxs} 0;
    ul {
      margin-top: ${({ theme }) => theme.space.xxs};
    }
  }
`;

/** The menu's title; on a phone, with the Menu button beside it. */
const MenuHeader = styled.div`
  ${spreadRow('xs')}
  margin: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    margin-bottom: 0;
  }
`;

const MenuToggle = styled.button`
  ${barButtonStyles}
`;

const MenuLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  color: inherit;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.onDarkHover};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  ${focusRing('onDark', 'inset')}
`;

const Content = styled.div`
  margin-left: ${({ theme }) => theme.layout.sidebarWidth};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    margin-left: 0;
  }
`;

const TopBar = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const SiteLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const Expired = styled.div`
  margin-right: auto;
`;

const LogOutButton = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.small};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space.lg};
  &:focus {
    outline: none;
  }
`;

export function AdminShell({ children }: { children: ReactNode }) {
  useDocumentLanguage('en');
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const sessionExpired = useSessionExpired();
  const user = useCurrentUser();
  const menu = user ? adminMenuFor(user.role) : [];
  const phone = usePhoneLayout();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  // A new screen closes the phone's menu (the screen's heading takes the focus).
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
  }
  const closeMenu = () => {
    setMenuOpen(false);
    menuToggle.current?.focus();
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (!phone || !menuOpen || event.key !== 'Escape') return;
    event.preventDefault();
    closeMenu();
  };

  const onLogOut = async () => {
    try {
      await logout().unwrap();
    } catch {
      // The mutation clears the stored user even when the server call fails.
    }
    navigate(pathOf('login'), { replace: true });
  };

  return (
    <div data-shell="admin">
      <SkipLink href="#main">Skip to main content</SkipLink>
      <Sidebar aria-labelledby="admin-menu-title" onKeyDown={onMenuKeyDown}>
        <MenuHeader>
          <h2 id="admin-menu-title">Dashboard</h2>
          {phone && (
            <MenuToggle ref={menuToggle} type="button" aria-expanded={menuOpen} aria-controls="admin-menu-links" onClick={() => setMenuOpen(!menuOpen)}>
              Menu
            </MenuToggle>
          )}
        </MenuHeader>
        <ul id="admin-menu-links" hidden={phone && !menuOpen}>
          {menu.map((item) => (
            <li key={item.path}>
              <MenuLink
                to={pathOf(item.path)}
                end
                // The screen already shown: no navigation closes the menu, so close it here.
                onClick={() => {
                  if (phone && menuOpen && pathOf(item.path) === pathname) closeMenu();
                }}
              >
                {item.label}
              </MenuLink>
            </li>
          ))}
        </ul>
      </Sidebar>
      <Content>
        <TopBar>
          {sessionExpired && (
            <Expired>
              <RemoteAuthPart name="SignInAgain" />
            </Expired>
          )}
          <SiteLink to={pathOf('cont')}>My account</SiteLink>
          <SiteLink to={pathOf('home')}>View public site</SiteLink>
          <LogOutButton type="button" onClick={onLogOut} disabled={isLoading}>
            LogOut
          </LogOutButton>
        </TopBar>
        <Main id="main" tabIndex={-1}>
          {children}
        </Main>
      </Content>
    </div>
  );
}
