// A button tapped on the snapshot, before the host took over, gets its click once React has drawn
// the page again; nothing is clicked when the visitor tapped no such button.
import prerender from '@school/shared/http/prerender.json';
import { replayClick } from './replayClick';

function snapshot(container: HTMLElement) {
  container.innerHTML = '<header><nav><button type="button">Meniu</button><a href="/contact">Contact</a></nav></header>';
}

/**
 * A snapshot page where `beforeHost` happens before replayClick starts following and `meanwhile`
 * before the take-over (the same markup, new elements, the menu button now acting); answers how
 * often the new menu button was clicked.
 */
function menuClicksAfterTakeOver({ beforeHost = () => {}, meanwhile = () => {} }: { beforeHost?: (page: HTMLElement) => void; meanwhile?: (page: HTMLElement) => void }) {
  const container = document.createElement('div');
  document.body.append(container);
  snapshot(container);
  beforeHost(container);
  const replay = replayClick(container);
  meanwhile(container);
  const onMenu = jest.fn();
  snapshot(container);
  container.querySelector('button')!.addEventListener('click', onMenu);
  replay();
  return onMenu.mock.calls.length;
}

it('clicks the button React drew where the visitor tapped Meniu during the take-over', () => {
  expect(menuClicksAfterTakeOver({ meanwhile: (page) => page.querySelector('button')!.click() })).toBe(1);
});

it('clicks the button the loader marked before the host ran', () => {
  expect(menuClicksAfterTakeOver({ beforeHost: (page) => page.querySelector('button')!.setAttribute(prerender.clickedAttribute, '') })).toBe(1);
});

it('clicks nothing when the visitor only followed a link or scrolled', () => {
  const followLink = (page: HTMLElement) => page.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  expect(menuClicksAfterTakeOver({ meanwhile: followLink })).toBe(0);
});

it("sends the form whose Trimite was tapped before the host ran, once React has drawn it", () => {
  const container = document.createElement('div');
  document.body.append(container);
  const form = '<form><input name="name" /><button>Trimite</button></form>';
  container.innerHTML = form;
  container.querySelector('button')!.setAttribute(prerender.clickedAttribute, '');
  const replay = replayClick(container);
  container.innerHTML = form;
  const onSubmit = jest.fn((event: Event) => event.preventDefault());
  container.querySelector('form')!.addEventListener('submit', onSubmit);
  replay();
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
