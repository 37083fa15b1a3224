// The loader of a pre-rendered page (loader.ts, inlined as built): an anonymous visitor's browser
// fetches the host's scripts only at the first tap, key or scroll; a browser that has signed in
// before fetches them at once; until the host takes over, taps on buttons are kept and a form
// sent is held back, busy.
import { CURRENT_USER_KEY } from '@school/shared';
import prerender from '@school/shared/http/prerender.json';
import { takeEarlyActions } from './earlyActions';
import { runLoader } from './loader';

const HOST_SCRIPT = 'http://localhost:3000/main.js';
const PAGE_SCRIPTS = ['http://localhost:3000/libraries.0123.js', 'http://localhost:3001/remoteEntry.js'];

/** A snapshot page of its own (the loader's listeners stay on it), the loader run on it. */
function loadSnapshotPage(markup = '<main><h1>Acasă</h1></main>'): Document {
  const doc = document.implementation.createHTMLDocument('Acasă');
  doc.body.innerHTML = `<div id="root">${markup}</div><script type="application/json" id="${prerender.scriptsElementId}"></script>`;
  doc.getElementById(prerender.scriptsElementId)!.textContent = JSON.stringify({ hostScripts: [HOST_SCRIPT], pageScripts: PAGE_SCRIPTS });
  runLoader(doc, window);
  return doc;
}

const hostScripts = (doc: Document) => [...doc.head.querySelectorAll('script')].map((script) => script.src);
const preloaded = (doc: Document) => [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href);
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const nextFrameAndTask = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))).then(nextTask);

afterEach(() => {
  window.localStorage.clear();
  takeEarlyActions();
});

it("fetches the host's scripts at an anonymous visitor's first key, once, in a task of its own", async () => {
  const doc = loadSnapshotPage();
  expect(hostScripts(doc)).toEqual([]);
  window.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
  window.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
  expect(hostScripts(doc)).toEqual([]);
  await nextTask();
  expect(hostScripts(doc)).toEqual([HOST_SCRIPT]);
});

it("asks for the page's other scripts side by side at the same moment, never before", async () => {
  const doc = loadSnapshotPage();
  await nextTask();
  expect(preloaded(doc)).toEqual([]);
  window.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
  window.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
  await nextTask();
  expect(preloaded(doc)).toEqual(PAGE_SCRIPTS);
});

it("fetches the host's scripts at the first scroll", async () => {
  const doc = loadSnapshotPage();
  window.dispatchEvent(new Event('scroll'));
  await nextTask();
  expect(hostScripts(doc)).toEqual([HOST_SCRIPT]);
});

it('fetches them after the first paint, with no interaction, in a browser that has signed in before', async () => {
  window.localStorage.setItem(CURRENT_USER_KEY, JSON.stringify({ id: 1 }));
  const doc = loadSnapshotPage();
  await nextFrameAndTask();
  expect(hostScripts(doc)).toEqual([HOST_SCRIPT]);
});

it('keeps every tap on a button, in order, for the host, and no longer once the host took them', () => {
  const doc = loadSnapshotPage('<button type="button">Meniu</button><button type="button"><img alt="Mărește fotografia" /></button><a href="/contact">Contact</a>');
  const [menu, photo] = [...doc.querySelectorAll('button')];
  menu!.click();
  photo!.querySelector('img')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  doc.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  expect(takeEarlyActions()).toEqual([{ tap: menu }, { tap: photo }]);
  menu!.click();
  expect(takeEarlyActions()).toEqual([]);
});

it("holds back a form's submit (its fields would go into the address), shows it busy and starts the host", async () => {
  const doc = loadSnapshotPage('<form role="search" action="/cautare"><input name="q" value="orar" /><button>Caută</button></form>');
  const form = doc.querySelector('form')!;
  const submitted = jest.fn();
  doc.addEventListener('submit', (event) => submitted(event.defaultPrevented));
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  expect(submitted).toHaveBeenCalledWith(true);
  expect(form.getAttribute('aria-busy')).toBe('true');
  await nextTask();
  expect(hostScripts(doc)).toEqual([HOST_SCRIPT]);
  // The send button's click is the form's submit, kept once.
  expect(takeEarlyActions()).toEqual([{ submit: form, submitter: null }]);
});
