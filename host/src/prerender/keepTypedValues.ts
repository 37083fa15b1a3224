// A parent on a slow phone may fill a form before the host has started (its first tap starts it;
// the scripts may take seconds). Hydration keeps the fields and what they hold, but React (19.3)
// does not hear of what changed before it listened: its state still holds what the page drew, and
// the form's next render would put that back. Each changed field tells React once, as typing,
// choosing or ticking does, once React has hydrated it.
import { whenHydrated } from './whenHydrated';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isTickable = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Whether the visitor changed the field from what the page drew. */
function changed(field: Field): boolean {
  if (isTickable(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

interface Typed {
  field: Field;
  value: string;
  checked: boolean;
  selection: [number, number] | null;
}

/**
 * React notices a change by comparing the field with what it last saw (a tracker it keeps on the
 * element, updated by the `value` and `checked` setters): it is first shown what the page drew,
 * then the field gets the visitor's value by the browser's own setter, which React does not see.
 */
function tell({ field, value, checked, selection }: Typed): void {
  if (isTickable(field)) {
    field.checked = !checked;
    // A click ticks and tells React as a tap does.
    field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (selection && field.ownerDocument.activeElement === field) field.setSelectionRange(...selection);
}

/** Call once React has hydrated `container`'s shell. */
export async function tellWhatWasTyped(container: HTMLElement): Promise<void> {
  // Read every field first: the form's render after the first one told puts back what React holds.
  const typed = [...container.querySelectorAll<Field>('input, textarea, select')]
    // Of a group of radio buttons, the one chosen tells (the one the page chose follows).
    .filter((field) => changed(field) && !(isTickable(field) && field.type === 'radio' && !field.checked))
    .map((field) => ({
      field,
      value: field.value,
      checked: isTickable(field) && field.checked,
      selection: !(field instanceof HTMLSelectElement) && field.selectionStart !== null && field.selectionEnd !== null ? ([field.selectionStart, field.selectionEnd] as [number, number]) : null,
    }));
  await Promise.all(typed.map(async (field) => (await whenHydrated(field.field)) && tell(field)));
}
