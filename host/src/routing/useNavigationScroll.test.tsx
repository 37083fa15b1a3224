// After a navigation the new page starts at its top with the focus on its heading, once the page
// has arrived; back returns to the position the reader left. (jsdom has no layout: the window's
// scroll position and the page's height are set by hand here; the browser run is e2e/public/phone.spec.ts.)
import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { useNavigationScroll } from './useNavigationScroll';

function Layout() {
  useNavigationScroll();
  return (
    <>
      <nav>
        <Link to="/documente">Documente</Link>
      </nav>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

/** A page that arrives a moment after its address, as a remote's page does. */
function LatePage({ title }: { title: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 30);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>{title}</h1> : <p>Se încarcă…</p>;
}

let scrollY = 0;
const scrollTo = jest.fn((_x: number, y: number) => {
  scrollY = y;
});

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: 'home', element: <LatePage title="Acasă" /> },
          { path: 'documente', element: <LatePage title="Documente" /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

it('starts a new page at its top with the focus on its heading, and back returns to where the reader was', async () => {
  const router = renderAt('/home');
  expect(await screen.findByRole('heading', { name: 'Acasă' })).toBeInTheDocument();
  // The reader scrolls down, then follows a link.
  scrollY = 530;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  screen.getByRole('link', { name: 'Documente' }).focus();
  await act(() => router.navigate('/documente'));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  expect(await screen.findByRole('heading', { name: 'Documente' })).toBeInTheDocument();
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(screen.getByRole('heading', { name: 'Documente' })).toHaveFocus();

  await act(() => router.navigate(-1));
  expect(await screen.findByRole('heading', { name: 'Acasă' })).toBeInTheDocument();
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 530);
  expect(screen.getByRole('heading', { name: 'Acasă' })).toHaveFocus();
});
