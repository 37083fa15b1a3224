// What a visitor did before React listened is done once React has hydrated each element, on the
// same element, in the visitor's order.
import { act } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { replayEarlyActions } from './earlyActions';

function Page({ onSearch }: { onSearch: (query: string) => void }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [group, setGroup] = useState('');
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch((event.currentTarget.elements.namedItem('q') as HTMLInputElement).value);
  };
  return (
    <header>
      <button type="button" aria-expanded={menuOpen} onClick={() => setMenuOpen(!menuOpen)}>
        Meniu
      </button>
      <button type="button" aria-expanded={group === 'despre'} onClick={() => setGroup('despre')}>
        Despre
      </button>
      <form role="search" onSubmit={search}>
        <input name="q" defaultValue="orar" />
        <button>Caută</button>
      </form>
    </header>
  );
}

/** The page as the snapshot shows it, hydrated by React; `onSearch` hears the searches. */
async function hydratedPage(onSearch: (query: string) => void = () => {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onSearch={onSearch} />);
  document.body.append(container);
  const [menu, group] = [...container.querySelectorAll('button')];
  const form = container.querySelector('form')!;
  await act(async () => {
    hydrateRoot(container, <Page onSearch={onSearch} />);
  });
  return { menu: menu!, group: group!, form };
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('taps each kept button once, in order, and the page answers each', async () => {
  const { menu, group } = await hydratedPage();
  await act(() => replayEarlyActions([{ tap: menu }, { tap: group }]));
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(group).toHaveAttribute('aria-expanded', 'true');
});

it('sends a held form once, through the page, and no longer shows it busy', async () => {
  const onSearch = jest.fn();
  const { form } = await hydratedPage(onSearch);
  form.setAttribute('aria-busy', 'true');
  await act(() => replayEarlyActions([{ submit: form, submitter: form.querySelector('button') }]));
  expect(onSearch).toHaveBeenCalledTimes(1);
  expect(onSearch).toHaveBeenCalledWith('orar');
  expect(form).not.toHaveAttribute('aria-busy');
});

it('skips what is no longer on the page', async () => {
  const gone = document.createElement('button');
  const onClick = jest.fn();
  gone.addEventListener('click', onClick);
  await replayEarlyActions([{ tap: gone }]);
  expect(onClick).not.toHaveBeenCalled();
});
