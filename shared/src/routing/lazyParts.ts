// A page's parts whose code loads on demand, each named as its chunk is (`webpackChunkName`).
// The renderer lists the scripts of a page it drew from the parts the page shows or asked for
// (host/src/prerender/partsShown.ts): a page drawn again in a loaded document loads none of them
// again, so its loads cannot tell (docs/decisions.md, "A page drawn again in the same document").
import { lazy, type LazyExoticComponent } from 'react';

const partNames = new WeakMap<object, string>();
const askedParts = new Set<string>();

/** Any component React.lazy takes. */
type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/** React.lazy, named as its chunk. */
export function lazyPart<T extends LazyComponent>(chunk: string, load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  const part = lazy(load);
  partNames.set(part, chunk);
  return part;
}

/** A part's code asked for (a route's page, a viewer loaded ahead of the tap that opens it). */
export function askForPart<T>(chunk: string, load: () => Promise<T>): Promise<T> {
  askedParts.add(chunk);
  return load();
}

/** The chunk of a lazy part (a fiber's elementType), or undefined for anything else. */
export const partNameOf = (type: unknown): string | undefined => (typeof type === 'object' && type !== null ? partNames.get(type) : undefined);

/** The parts asked for since the page's app was mounted. */
export const askedPartNames = (): string[] => [...askedParts];

/** A new mount of the app (the renderer's next page) counts its own. */
export function forgetAskedParts(): void {
  askedParts.clear();
}
