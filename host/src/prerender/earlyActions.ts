// What a visitor does on a pre-rendered page before React listens (the host's scripts start at
// the first tap and may take seconds on a slow phone): the loader (loader.ts) keeps each tap on a
// button and holds back each form sent, in order, in a list on `window`; the host takes the list
// as it hands the page to React, and once React has hydrated each element it does each of them
// once, on the same element (hydration keeps them).
import prerender from '@school/shared/http/prerender.json';
import { whenHydrated } from './whenHydrated';

export type EarlyAction = { tap: HTMLElement } | { submit: HTMLFormElement; submitter: HTMLElement | null };

type Holder = Record<string, EarlyAction[] | undefined>;

/** Starts the page's list (the loader). */
export function openEarlyActions(win: Window): EarlyAction[] {
  const actions: EarlyAction[] = [];
  (win as unknown as Holder)[prerender.earlyActionsName] = actions;
  return actions;
}

/** Whether the loader still keeps `actions`: no longer once the host took them. */
export const stillKept = (win: Window, actions: EarlyAction[]) => (win as unknown as Holder)[prerender.earlyActionsName] === actions;

/** Takes the list from the loader (the host, as React starts listening): nothing is kept after. */
export function takeEarlyActions(win: Window = window): EarlyAction[] {
  const holder = win as unknown as Holder;
  const actions = holder[prerender.earlyActionsName] ?? [];
  holder[prerender.earlyActionsName] = undefined;
  return actions;
}

/** Does each action once, in order, once React handles the events of its element. */
export async function replayEarlyActions(actions: EarlyAction[]): Promise<void> {
  for (const action of actions) {
    const target = 'tap' in action ? action.tap : action.submit;
    const ready = await whenHydrated(target);
    if ('tap' in action) {
      if (ready) action.tap.click();
      continue;
    }
    const { submit: form, submitter } = action;
    form.removeAttribute('aria-busy');
    if (!ready) continue;
    const sentBy = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
    form.requestSubmit(sentBy?.form === form ? sentBy : null);
  }
}
