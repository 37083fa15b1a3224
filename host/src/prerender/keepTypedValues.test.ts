// On a slow phone a parent may fill a form before the host has started: the take-over replaces
// the snapshot's fields, and every one keeps what was typed or chosen, not only the focused one.
import { keepTypedValues } from './keepTypedValues';

const FORM =
  '<main><form><input name="name" /><input type="email" name="email" /><textarea name="request"></textarea>' +
  '<select name="an"><option value="">Toți anii</option><option value="2022-2023">2022-2023</option></select>' +
  '<input type="checkbox" name="consent" /></form></main>';

function snapshotPage(): HTMLElement {
  document.body.innerHTML = `<div id="root">${FORM}</div>`;
  return document.getElementById('root')!;
}

it('gives every field at the same place its typed text, its choice and its tick', () => {
  const container = snapshotPage();
  const restore = keepTypedValues(container);
  const [name, email] = [...container.querySelectorAll('input')];
  name!.value = 'Ion Popescu';
  email!.value = 'ion@example.com';
  container.querySelector('textarea')!.value = 'Solicit bugetul.';
  container.querySelector('select')!.value = '2022-2023';
  container.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;
  const heard: string[] = [];
  container.addEventListener('input', (event) => heard.push((event.target as HTMLInputElement).name));
  container.addEventListener('change', (event) => heard.push(`${(event.target as HTMLInputElement).name} changed`));

  container.innerHTML = FORM;
  restore();

  const [nameNow, emailNow] = [...container.querySelectorAll('input')];
  expect(nameNow!.value).toBe('Ion Popescu');
  expect(emailNow!.value).toBe('ion@example.com');
  expect(container.querySelector('textarea')!.value).toBe('Solicit bugetul.');
  expect(container.querySelector('select')!.value).toBe('2022-2023');
  expect(container.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked).toBe(true);
  // As typing and choosing tell React.
  expect(heard).toEqual(['name', 'email', 'request', 'an changed', 'consent', 'consent changed']);
});

it('leaves alone the fields nobody touched', () => {
  const container = snapshotPage();
  const restore = keepTypedValues(container);
  container.innerHTML = FORM;
  const heard: Event[] = [];
  container.addEventListener('input', (event) => heard.push(event));
  restore();
  expect(heard).toEqual([]);
});
