// The one inline script of a pre-rendered page (built on its own by host/webpack.config.js into
// dist/, inlined by scripts/prerender/snapshotDocument.mjs, allowed by its hash in the CSP:
// shared/http/sectionSecurity.js). An anonymous visitor's browser fetches the host's scripts only
// at the first tap, key or scroll; a browser that has signed in before fetches them at once.
// With them it asks at once for every other script the page loaded when it was rendered (the
// host's chunks, the page's remote and its parts): fetched side by side, not each one after the
// script that asks for it, so a first tap is answered about a second sooner on a slow phone.
// Until React listens, a tap on a button is kept and a form sent is held back (its fields would
// go into the address), marked busy, to be done once by the host (earlyActions.ts).
import prerender from '@school/shared/http/prerender.json';
import { CURRENT_USER_KEY } from '../../../shared/src/session/currentUserStorage';
import { openEarlyActions, stillKept } from './earlyActions';

const FIRST_GESTURES = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'scroll', 'wheel'];

export function runLoader(doc: Document = document, win: Window = window): void {
  const fetchScripts = () => {
    const { hostScripts, pageScripts } = JSON.parse(doc.getElementById(prerender.scriptsElementId)?.textContent ?? '{}') as { hostScripts?: string[]; pageScripts?: string[] };
    for (const src of hostScripts ?? []) {
      const script = doc.createElement('script');
      script.src = src;
      // In order: the host's entry first.
      script.async = false;
      doc.head.append(script);
    }
    // Preloaded as webpack and the federation runtime will ask for them (no crossorigin), so the
    // request they make takes the response already on its way.
    for (const href of pageScripts ?? []) {
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'script');
      link.href = href;
      doc.head.append(link);
    }
  };

  let started = false;
  // In a task of its own, not in the gesture's: on a slow phone adding the elements took longer
  // than a frame, and the tap or scroll waited for it.
  const start = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_GESTURES) win.removeEventListener(type, start, true);
    win.setTimeout(fetchScripts);
  };

  const actions = openEarlyActions(win);
  doc.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      // A form's send button is kept as the form's submit, below.
      if (!button || !stillKept(win, actions) || (button.type === 'submit' && button.form)) return;
      actions.push({ tap: button });
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      if (!stillKept(win, actions) || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.target.setAttribute('aria-busy', 'true');
      actions.push({ submit: event.target, submitter: event.submitter instanceof HTMLElement ? event.submitter : null });
      start();
    },
    true,
  );

  let signedInBefore = false;
  try {
    signedInBefore = Boolean(win.localStorage.getItem(CURRENT_USER_KEY));
  } catch {
    // Storage refused (a private mode): an anonymous visitor.
  }
  if (signedInBefore) win.requestAnimationFrame(() => setTimeout(start));
  else for (const type of FIRST_GESTURES) win.addEventListener(type, start, { capture: true, passive: true });
}
