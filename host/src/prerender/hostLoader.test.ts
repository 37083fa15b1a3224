// The inline loader of a pre-rendered page (shared/http/prerender.json): an anonymous visitor's
// browser fetches the host's scripts only at the first tap, key or scroll; a browser that has
// signed in before fetches them at once.
import { CURRENT_USER_KEY } from '@school/shared';
import prerender from '@school/shared/http/prerender.json';

const HOST_SCRIPT = 'http://localhost:3000/main.js';

function loadSnapshotPage() {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  document.body.innerHTML = `<div id="root"><main><h1>Acasă</h1></main></div>`;
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = prerender.dataElementId;
  data.textContent = JSON.stringify({ hostScripts: [HOST_SCRIPT] });
  document.body.append(data);
  new Function(prerender.hostLoaderScript)();
}

const hostScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);
const nextFrameAndTask = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

afterEach(() => window.localStorage.clear());

it("fetches the host's scripts at an anonymous visitor's first key, once", () => {
  loadSnapshotPage();
  expect(hostScripts()).toEqual([]);
  document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
  document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
  expect(hostScripts()).toEqual([HOST_SCRIPT]);
});

it("fetches the host's scripts at the first scroll", () => {
  loadSnapshotPage();
  document.dispatchEvent(new Event('scroll'));
  expect(hostScripts()).toEqual([HOST_SCRIPT]);
});

it("fetches them after the first paint, with no interaction, in a browser that has signed in before", async () => {
  window.localStorage.setItem(CURRENT_USER_KEY, JSON.stringify({ id: 1 }));
  loadSnapshotPage();
  await nextFrameAndTask();
  expect(hostScripts()).toEqual([HOST_SCRIPT]);
});

it("holds back a form's submit before the host runs (the fields would go into the address), marks its button and starts the host", () => {
  loadSnapshotPage();
  document.getElementById('root')!.insertAdjacentHTML('afterbegin', '<form><input name="name" value="Ion" /><button>Trimite</button></form>');
  const submitted = jest.fn();
  window.addEventListener('submit', (event) => submitted(event.defaultPrevented));
  const send = document.querySelector('form button') as HTMLButtonElement;
  send.click();
  expect(submitted).toHaveBeenCalledWith(true);
  expect(send.hasAttribute(prerender.clickedAttribute)).toBe(true);
  expect(hostScripts()).toEqual([HOST_SCRIPT]);
  send.removeAttribute(prerender.clickedAttribute);
});

it('marks the last button tapped before the host started, for the take-over to click again', () => {
  loadSnapshotPage();
  document.getElementById('root')!.insertAdjacentHTML('afterbegin', '<button type="button">Meniu</button><button type="button">Foto</button>');
  const [menu, photo] = [...document.querySelectorAll('button')];
  photo!.click();
  menu!.click();
  expect(menu!.hasAttribute(prerender.clickedAttribute)).toBe(true);
  expect(photo!.hasAttribute(prerender.clickedAttribute)).toBe(false);
  document.documentElement.setAttribute(prerender.startedAttribute, '');
  photo!.click();
  expect(menu!.hasAttribute(prerender.clickedAttribute)).toBe(true);
  expect(photo!.hasAttribute(prerender.clickedAttribute)).toBe(false);
  document.documentElement.removeAttribute(prerender.startedAttribute);
});
