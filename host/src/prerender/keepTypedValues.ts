// A parent on a slow phone may fill a form before the host has started (its first tap starts it;
// the scripts may take seconds). The take-over replaces the snapshot's fields with React's: each
// field at the same place gets what was typed, chosen or ticked, the way typing gives it, so the
// page's state hears of it. (keepFocus gives the focus and the caret back.)
import { elementAt, placeOf } from './elementPlace';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isTickable = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Whether the visitor changed the field from what the page drew. */
function changed(field: Field): boolean {
  if (isTickable(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/** Sets the field as the visitor did, through the native setter React's value tracking watches. */
function give(target: Field, from: Field): void {
  if (isTickable(target) && isTickable(from)) {
    // A click ticks and tells React as a tap does.
    if (target.checked !== from.checked) target.click();
    return;
  }
  const prototype = Object.getPrototypeOf(target) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(target, from.value);
  target.dispatchEvent(new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Call before the take-over; the returned function, after its commit. */
export function keepTypedValues(container: HTMLElement): () => void {
  const fields = [...container.querySelectorAll<Field>('input, textarea, select')].map((field) => ({ field, place: placeOf(field, container) }));
  return () => {
    for (const { field, place } of fields) {
      if (!place || field.isConnected || !changed(field)) continue;
      const target = elementAt(container, place);
      if (target instanceof HTMLElement && target.tagName === field.tagName) give(target as Field, field);
    }
  };
}
