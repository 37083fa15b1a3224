// The renderer draws a site's pages one after another in one loaded document: each page by a new
// mount of the app (a new store and router, so every answer is asked again and recorded), not by
// loading the document again, whose start is two thirds of a draw's cost in the renderer's browser
// (docs/decisions.md, "A page drawn again in the same document"). For an automated browser only,
// as the probe.
import { createRoot, type Root } from 'react-dom/client';
import { forgetAskedParts } from '@school/shared';
import prerender from '@school/shared/http/prerender.json';

export function exposeRedraw(container: HTMLElement, firstRoot: Root, mount: (root: Root) => void): void {
  if (typeof navigator === 'undefined' || !navigator.webdriver) return;
  let root = firstRoot;
  const redraw = (path: string) => {
    // The probe answers again once the new app has committed (prerenderProbe.ts).
    Reflect.deleteProperty(window, prerender.probeName);
    root.unmount();
    forgetAskedParts();
    window.history.replaceState(null, '', path);
    root = createRoot(container);
    mount(root);
  };
  Object.defineProperty(window, prerender.redrawName, { value: redraw, configurable: true });
}
