// The public navbar's look (Navbar.tsx): the blue bar, its top buttons and links, the dropdowns,
// and on phones the full-width list behind "Meniu".
import { Link, NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { focusRing } from '@school/shared';
import prerender from '@school/shared/http/prerender.json';
import { barButtonStyles } from './barButton';

/**
 * A pre-rendered page before the host has started (without JavaScript: always): the buttons that
 * open the menus do nothing yet, so the menus open on hover and keyboard focus instead.
 */
const unstarted = `html:not([${prerender.startedAttribute}])`;

export const Bar = styled.nav`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onDark};
`;

/** A school's logo in the brand link: as tall as the text's line, never wider than a square and a half. */
export const Logo = styled.img`
  height: 2.5rem;
  max-width: 3.75rem;
  object-fit: contain;
  margin-right: ${({ theme }) => theme.space.xs};
`;

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.pageWidth};
  margin: 0 auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.md};
`;

export const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: inherit;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.large};
  text-decoration: none;
  ${focusRing('onDark')}
`;

export const MenuToggle = styled.button`
  ${barButtonStyles}
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    display: inline-flex;
    align-items: center;
  }
`;

// A row of its own at every width: beside the brand it would sit there only while a slow
// connection or phone had parsed its first items, then wrap below as the rest arrived (a shift).
export const TopList = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  flex-basis: 100%;
  gap: ${({ theme }) => theme.space.xxs};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    ${unstarted} nav:hover &,
    ${unstarted} nav:focus-within & {
      display: flex;
    }
    flex-direction: column;
    width: 100%;
    padding-bottom: ${({ theme }) => theme.space.sm};
  }
`;

export const Item = styled.li`
  position: relative;
  ${unstarted} &:hover > [hidden],
  ${unstarted} &:focus-within > [hidden] {
    display: block;
  }
`;

const topControl = css`
  display: inline-flex;
  align-items: center;
  gap: 0.35em;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  background: transparent;
  color: inherit;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.onDarkHover};
  }
  ${focusRing('onDark', 'inset')}
`;

export const GroupButton = styled.button<{ $current: boolean }>`
  ${topControl}
  text-decoration: ${({ $current }) => ($current ? 'underline' : 'none')};
  text-underline-offset: 0.3em;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    width: 100%;
    justify-content: space-between;
  }
`;

export const TopLink = styled(NavLink)`
  ${topControl}
  &[aria-current='page'] {
    text-decoration: underline;
  }
`;

export const Dropdown = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs} 0;
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 20;
  min-width: 16rem;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  box-shadow: ${({ theme }) => theme.shadows.medium};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    position: static;
    box-shadow: none;
  }
`;

const dropdownItem = css`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-current='page'] {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary};
  }
  ${focusRing('focus', 'inset')}
`;

export const DropdownLink = styled(NavLink)`
  ${dropdownItem}
`;

export const DropdownAnchor = styled.a`
  ${dropdownItem}
  gap: 0.35em;
`;

export const GroupLabel = styled.span`
  display: block;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xxs};
  font-weight: 700;
`;

/** The search field: beside the groups on a desktop, the last row of the phone menu. */
export const SearchItem = styled.li`
  display: flex;
  align-items: center;

  input {
    width: 11rem;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding-top: ${({ theme }) => theme.space.xs};

    form,
    input {
      width: 100%;
    }
  }
`;

export const Session = styled.div`
  display: flex;
  align-items: center;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    width: 100%;
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
`;
