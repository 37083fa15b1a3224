// The public navbar's dropdowns by keyboard and pointer (disclosure pattern).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@school/shared';
import type { AdminPath } from '@school/shared/routing';
import { Navbar } from './Navbar';
import { navGroups } from './navItems';
import { nextIndex } from './useNavbarMenus';

function renderNavbar(path = '/home', adminHome?: `/${AdminPath}`) {
  const router = createMemoryRouter(
    [{ path: '*', element: <Navbar schoolName="Școala Gimnazială Test" adminHome={adminHome} /> }],
    { initialEntries: [path] },
  );
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}

describe('navItems', () => {
  it('has the six dropdowns with Romanian diacritics', () => {
    expect(navGroups.map((group) => group.label)).toEqual(['Despre', 'Anunțuri', 'Activități', 'Proiecte', 'Personal', 'Documente']);
    expect(navGroups[0]?.links.map((link) => link.to)).toEqual(['/home', '/istoric', '/echipa-manageriala', '/contact']);
  });
  it('moves with wrap-around', () => {
    expect(nextIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextIndex('Home', 2, 3)).toBe(0);
    expect(nextIndex('End', 0, 3)).toBe(2);
    expect(nextIndex('a', 0, 3)).toBeNull();
  });
});

describe('Navbar', () => {
  it('opens a dropdown by click and marks the current page', async () => {
    renderNavbar('/istoric');
    const despre = screen.getByRole('button', { name: 'Despre' });
    expect(despre).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(despre);
    expect(despre).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Istoric' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(despre);
    expect(despre).toHaveAttribute('aria-expanded', 'false');
  });

  it('works by keyboard: Enter opens, arrows move, Escape closes and returns focus', async () => {
    renderNavbar();
    const despre = screen.getByRole('button', { name: 'Despre' });
    despre.focus();
    await userEvent.keyboard('{Enter}');
    expect(despre).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(despre).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Acasă' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Istoric' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Acasă' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(despre).toHaveFocus();
    expect(despre).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Anunțuri' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Anunțuri' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes after a navigation', async () => {
    const router = renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: 'Personal' }));
    await userEvent.click(screen.getByRole('link', { name: 'Cadre didactice' }));
    expect(router.state.location.pathname).toBe('/cadre-didactice');
    expect(screen.getByRole('button', { name: 'Personal' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('links Proiect Erasmus+ to its document in a new tab, never marked current with the project page', async () => {
    renderNavbar('/projects/erasmus-colourful-numbers');
    const proiecte = screen.getByRole('button', { name: 'Proiecte' });
    await userEvent.click(proiecte);
    const document = screen.getByRole('link', { name: 'Proiect Erasmus+ (se deschide într-o filă nouă)' });
    expect(document).toHaveAttribute('href', '/documents/proiect-erasmus-plus.pdf');
    expect(document).toHaveAttribute('target', '_blank');
    expect(document).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Erasmus Colourful Numbers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link', { current: 'page' })).toHaveLength(1);
  });

  it('lists the management team under Despre', async () => {
    const router = renderNavbar('/home');
    await userEvent.click(screen.getByRole('button', { name: 'Despre' }));
    await userEvent.click(screen.getByRole('link', { name: 'Echipa managerială' }));
    expect(router.state.location.pathname).toBe('/echipa-manageriala');
  });

  it('closes a dropdown after a click on the page already shown', async () => {
    renderNavbar('/istoric');
    const despre = screen.getByRole('button', { name: 'Despre' });
    await userEvent.click(despre);
    await userEvent.click(screen.getByRole('link', { name: 'Istoric' }));
    expect(despre).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows who is signed in at the end of the bar', () => {
    const router = createMemoryRouter(
      [{ path: '*', element: <Navbar schoolName="Școala" session={<p>Conectat ca Ana Pop</p>} /> }],
      { initialEntries: ['/home'] },
    );
    render(
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Meniu principal' })).toHaveTextContent('Conectat ca Ana Pop');
  });

  it('shows Administrare only when given where it leads', () => {
    renderNavbar('/home', '/admin/dashboard');
    expect(screen.getByRole('link', { name: 'Administrare' })).toHaveAttribute('href', '/admin/dashboard');
  });
});

// The search navigates inside the submit event, in a transition, so React builds the form's
// FormData; jest-fixed-jsdom's FormData is Node's, which refuses a jsdom form element.
const NodeFormData = globalThis.FormData;
class FormDataOfAnyForm extends NodeFormData {
  constructor() {
    super();
  }
}
beforeEach(() => {
  globalThis.FormData = FormDataOfAnyForm;
});
afterEach(() => {
  globalThis.FormData = NodeFormData;
});

describe('the navbar search', () => {
  it('leads to /cautare with the query', async () => {
    const router = renderNavbar('/istoric');
    const search = screen.getByRole('search', { name: 'Caută pe site' });
    await userEvent.type(within(search).getByRole('searchbox', { name: 'Caută pe site' }), 'școala verde');
    await userEvent.click(within(search).getByRole('button', { name: 'Caută' }));
    expect(router.state.location.pathname).toBe('/cautare');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('școala verde');
  });
});

describe('Navbar on a phone', () => {
  // jsdom has no layout and applies no media query: the markup is the same at every width (the
  // phone's look is navbarStyles.ts's), so what is tested here is what the buttons open and close.
  // The "Meniu" button is `display: none` outside the phone query jsdom ignores: it has no
  // accessible name here, so it is found by its text.
  const menuButton = () => screen.getByText('Meniu', { selector: 'button' });

  it('opens the groups behind Meniu, each a button opening its own links: Meniu, a group, a link', async () => {
    const router = renderNavbar('/home');
    const menu = menuButton();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const activities = screen.getByRole('button', { name: 'Activități' });
    // The groups stay closed until one is tapped: the open menu is a short list of six.
    for (const group of navGroups) expect(screen.getByRole('button', { name: group.label })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(activities);
    expect(activities).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Săptămâna Verde' }));
    expect(router.state.location.pathname).toBe('/activitati/saptamana-verde');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await userEvent.click(screen.getByRole('button', { name: 'Activități' }));
    expect(screen.getByRole('link', { name: 'Săptămâna Verde' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an editor Administrare beside the session, without opening Meniu', () => {
    renderNavbar('/home', '/admin/dashboard');
    const admin = screen.getByRole('link', { name: 'Administrare' });
    expect(admin).toHaveAttribute('href', '/admin/dashboard');
    expect(admin.closest('#meniu-principal')).toBeNull();
  });

  it('closes after tapping the page already shown, the focus back on its button', async () => {
    const router = renderNavbar('/contact');
    const menu = menuButton();
    await userEvent.click(menu);
    await userEvent.click(screen.getByRole('button', { name: 'Despre' }));
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(router.state.location.pathname).toBe('/contact');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('reaches the groups with Tab; Escape closes an open group, then the menu, back onto their buttons', async () => {
    renderNavbar('/home');
    const menu = menuButton();
    menu.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    const despre = screen.getByRole('button', { name: 'Despre' });
    expect(despre).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(document.activeElement).toHaveAccessibleName('Acasă');
    await userEvent.keyboard('{Escape}');
    expect(despre).toHaveAttribute('aria-expanded', 'false');
    expect(despre).toHaveFocus();
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('holds the search field, and a search closes the menu', async () => {
    const router = renderNavbar('/home');
    const menu = menuButton();
    await userEvent.click(menu);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Caută pe site' }), 'burse{Enter}');
    expect(router.state.location.search).toBe('?q=burse');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
