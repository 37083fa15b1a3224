// A form filled on a pre-rendered page before React listened: after the hydration the page's state
// holds what the visitor typed, chose and ticked, and the form's next render keeps it.
import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { tellWhatWasTyped } from './keepTypedValues';

function Request() {
  const [name, setName] = useState('');
  const [year, setYear] = useState('');
  const [consent, setConsent] = useState(false);
  return (
    <form>
      <input aria-label="Nume" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="Cerere" defaultValue="" />
      <select aria-label="An" value={year} onChange={(event) => setYear(event.target.value)}>
        <option value="">Toți anii</option>
        <option value="2022-2023">2022-2023</option>
      </select>
      <input type="checkbox" aria-label="Acord" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
      <output>{`${name}|${year}|${consent}`}</output>
    </form>
  );
}

function snapshotPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Request />);
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('gives the state of the hydrated form what every field holds, and keeps the caret', async () => {
  const container = snapshotPage();
  const name = container.querySelector('input')!;
  name.focus();
  name.value = 'Ion Popescu';
  name.setSelectionRange(3, 3);
  container.querySelector('textarea')!.value = 'Solicit bugetul.';
  container.querySelector('select')!.value = '2022-2023';
  container.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;

  await act(async () => {
    hydrateRoot(container, <Request />);
  });
  await act(() => tellWhatWasTyped(container));

  expect(container.querySelector('output')).toHaveTextContent('Ion Popescu|2022-2023|true');
  expect(name).toHaveValue('Ion Popescu');
  expect(name).toHaveFocus();
  expect(name.selectionStart).toBe(3);
  expect(container.querySelector('textarea')).toHaveValue('Solicit bugetul.');
  expect(container.querySelector('input[type=checkbox]')).toBeChecked();
});

it('tells nothing of the fields nobody touched', async () => {
  const container = snapshotPage();
  await act(async () => {
    hydrateRoot(container, <Request />);
  });
  const heard: string[] = [];
  container.addEventListener('input', (event) => heard.push((event.target as Element).tagName));
  container.addEventListener('change', (event) => heard.push((event.target as Element).tagName));
  await act(() => tellWhatWasTyped(container));
  expect(heard).toEqual([]);
  expect(container.querySelector('output')).toHaveTextContent('||false');
});
