// A visitor's first tap or key starts the host on a pre-rendered page (the loader in
// shared/http/prerender.json); the take-over then replaces the snapshot's elements with React's.
// The element the visitor was in (the search field, say) gets the focus back, with what was typed.
import { elementAt, placeOf } from './elementPlace';

/** A field's value set the way typing sets it, so that React hears of it. */
function setFieldValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const isField = (element: Element | null): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && element.type !== 'checkbox' && element.type !== 'radio');

/**
 * Follows the focus within `container` until the returned function is called, after the take-over's
 * commit: it focuses the element now at the same place, with the field's text and caret.
 */
export function keepFocus(container: HTMLElement, doc: Document = document): () => void {
  let focused: Element | null = container.contains(doc.activeElement) ? doc.activeElement : null;
  let place = focused ? placeOf(focused, container) : null;
  const follow = (event: FocusEvent) => {
    focused = event.target instanceof Element ? event.target : null;
    place = focused ? placeOf(focused, container) : null;
  };
  container.addEventListener('focusin', follow);
  return () => {
    container.removeEventListener('focusin', follow);
    if (!focused || !place || focused.isConnected) return;
    const target = elementAt(container, place);
    if (!(target instanceof HTMLElement) || target.tagName !== focused.tagName) return;
    target.focus();
    if (isField(focused) && isField(target) && focused.value && target.value !== focused.value) {
      setFieldValue(target, focused.value);
      if (focused.selectionStart !== null && target.selectionStart !== null) target.setSelectionRange(focused.selectionStart, focused.selectionEnd);
    }
  };
}
