// The lazy parts a page shows or asked for, read from React's tree (partsShown.ts): what the renderer
// lists the scripts of a page drawn again in a loaded document from.
import { act } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { askForPart, forgetAskedParts, lazyPart } from '@school/shared';
import { partsShown } from './partsShown';

const Gallery = lazyPart('gallery', async () => ({ default: () => <ul aria-label="Galerie" /> }));
const DocumentList = lazyPart('document-list', async () => ({ default: () => <ul aria-label="Documente" /> }));
const loadViewer = () => askForPart('photo-viewer', async () => ({ PhotoViewer: () => null }));

function Page({ withDocuments }: { withDocuments: boolean }) {
  useEffect(() => {
    void loadViewer();
  }, []);
  return (
    <main>
      <Suspense fallback={<p aria-busy="true" />}>
        <Gallery />
        {withDocuments && <DocumentList />}
      </Suspense>
    </main>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  forgetAskedParts();
});

async function drawn(withDocuments: boolean) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(<Page withDocuments={withDocuments} />));
  return { container, root };
}

it('names the parts a page shows and the ones it asked for ahead', async () => {
  const { container } = await drawn(true);
  expect(container.querySelector('[aria-label="Documente"]')).not.toBeNull();
  expect(partsShown(container).sort()).toEqual(['document-list', 'gallery', 'photo-viewer']);
});

it('names only what the page drawn now shows, once the count of asked parts starts again', async () => {
  const first = await drawn(true);
  act(() => first.root.unmount());
  forgetAskedParts();
  // The parts' code is loaded already: a new mount shows them without loading anything.
  const { container } = await drawn(false);
  expect(partsShown(container).sort()).toEqual(['gallery', 'photo-viewer']);
});
