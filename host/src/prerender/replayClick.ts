// A tap on a button of the snapshot (the phone's `Meniu`, a photo, a form's `Trimite`) does
// nothing until the host has taken over: buttons act through scripts, and the loader
// (shared/http/prerender.json) holds back a form's submit (its fields would go into the address).
// The loader marks the last button tapped before the host ran, this follows later taps, and after
// the take-over's commit the button React drew at the same place gets the click, so the menu opens
// or the form is sent as the visitor asked.
import prerender from '@school/shared/http/prerender.json';
import { elementAt, placeOf } from './elementPlace';

const buttonOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('button') : null);

/** Follows the buttons tapped before the take-over; the returned function clicks the last one's successor. */
export function replayClick(container: HTMLElement): () => void {
  const marked = container.querySelector(`[${prerender.clickedAttribute}]`);
  let place = marked ? placeOf(marked, container) : null;
  const follow = (event: MouseEvent) => {
    const button = buttonOf(event.target);
    if (button) place = placeOf(button, container);
  };
  container.addEventListener('click', follow, true);
  return () => {
    container.removeEventListener('click', follow, true);
    const target = place && elementAt(container, place);
    if (target instanceof HTMLButtonElement && !target.hasAttribute(prerender.clickedAttribute)) target.click();
  };
}
