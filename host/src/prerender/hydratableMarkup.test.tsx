// The snapshot's markup, drawn by createRoot in the renderer's browser, is one React can hydrate:
// texts side by side are kept apart and each Suspense boundary is marked, as a server would write it.
import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydratableMarkup } from './hydratableMarkup';

function Page({ count }: { count: number }) {
  return (
    <main>
      <h1>Galerie</h1>
      <Suspense fallback={<p>Se încarcă…</p>}>
        <p>
          foto {1} din {count}
        </p>
        <Suspense fallback={null}>
          <ul>
            <li>Săptămâna Verde</li>
          </ul>
        </Suspense>
      </Suspense>
    </main>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('writes a page drawn by createRoot so that hydrateRoot takes it as it is, with no error', async () => {
  const drawn = document.createElement('div');
  document.body.append(drawn);
  await act(async () => createRoot(drawn).render(<Page count={3} />));
  const markup = hydratableMarkup(drawn);
  expect(markup).toBe('<main><h1>Galerie</h1><!--$--><p>foto <!-- -->1<!-- --> din <!-- -->3</p><!--$--><ul><li>Săptămâna Verde</li></ul><!--/$--><!--/$--></main>');
  // The page itself is left as React drew it.
  expect(drawn.innerHTML).toBe('<main><h1>Galerie</h1><p>foto 1 din 3</p><ul><li>Săptămâna Verde</li></ul></main>');

  const snapshot = document.createElement('div');
  snapshot.innerHTML = markup;
  document.body.append(snapshot);
  const heading = snapshot.querySelector('h1');
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(snapshot, <Page count={3} />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  // Hydrated, not replaced.
  expect(snapshot.querySelector('h1')).toBe(heading);
  expect(snapshot).toHaveTextContent('foto 1 din 3');
});
