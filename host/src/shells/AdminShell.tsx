// The admin shell (English): a fixed left menu titled Dashboard, a top bar with a link back to the
// public site and LogOut, and the main area. LogOut ends the session (decisions.md), clears
// currentUser and goes to /login. When the API reports the session has ended, the auth remote's
// SignInAgain takes a place in the top bar and opens its sign-in dialog over the screen, which
// stays as it is.
import type { ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useLogoutMutation, useSessionExpired } from '@school/shared';
import { RemoteAuthPart } from '../sections/RemoteAuthPart';
import { SkipLink } from './SkipLink';
import { useDocumentLanguage } from './useDocumentLanguage';

export const adminMenu = [
  { label: 'Home', to: '/admin/dashboard' },
  { label: 'About us', to: '/admin/about-us' },
  { label: 'Classes', to: '/admin/classes' },
  { label: 'Subjects', to: '/admin/subjects' },
  { label: 'Teachers', to: '/admin/teachers' },
] as const;

const SIDEBAR = '14rem';

const Sidebar = styled.nav`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  width: ${SIDEBAR};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.text};
  color: #ffffff;
  padding: ${({ theme }) => theme.space.md} 0;
  h2 {
    margin: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
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
  }
`;

const MenuLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  color: #ffffff;
  text-decoration: none;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  &:focus-visible {
    outline: 3px solid #ffffff;
    outline-offset: -3px;
  }
`;

const Content = styled.div`
  margin-left: ${SIDEBAR};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    margin-left: 0;
  }
`;

const TopBar = styled.header`
  display: flex;
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
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
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
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
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

  const onLogOut = async () => {
    try {
      await logout().unwrap();
    } catch {
      // The mutation clears the stored user even when the server call fails.
    }
    navigate('/login', { replace: true });
  };

  return (
    <div data-shell="admin">
      <SkipLink href="#main">Skip to main content</SkipLink>
      <Sidebar aria-labelledby="admin-menu-title">
        <h2 id="admin-menu-title">Dashboard</h2>
        <ul>
          {adminMenu.map((item) => (
            <li key={item.to}>
              <MenuLink to={item.to} end>
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
          <SiteLink to="/home">View public site</SiteLink>
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
