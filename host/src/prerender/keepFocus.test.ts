// The take-over replaces the snapshot's elements: the field the visitor was typing in keeps the
// focus and the text.
import { keepFocus } from './keepFocus';

const FORM = '<header><form role="search"><input type="search" name="q" /><button>Caută</button></form></header><main><h1>Acasă</h1></main>';

function snapshotPage(): HTMLElement {
  document.body.innerHTML = `<div id="root">${FORM}</div>`;
  return document.getElementById('root')!;
}

/** What React's first commit does to the container: new elements, the same markup. */
const takeOver = (container: HTMLElement) => {
  container.innerHTML = FORM;
};

it('gives the focus, the text and the caret back to the field at the same place', () => {
  const container = snapshotPage();
  const restore = keepFocus(container);
  const field = container.querySelector('input')!;
  field.focus();
  field.value = 'orar';
  field.setSelectionRange(2, 2);
  takeOver(container);
  expect(document.activeElement).toBe(document.body);
  restore();
  const now = container.querySelector('input')!;
  expect(document.activeElement).toBe(now);
  expect(now.value).toBe('orar');
  expect(now.selectionStart).toBe(2);
});

it('leaves the focus alone when nothing in the page had it', () => {
  const container = snapshotPage();
  const restore = keepFocus(container);
  takeOver(container);
  restore();
  expect(document.activeElement).toBe(document.body);
});
