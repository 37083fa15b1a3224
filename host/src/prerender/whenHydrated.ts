// React hydrates a page in parts: the shell at once, each <Suspense> boundary's content a moment
// later (and a lazily loaded part once its code has come). An element is React's once it holds its
// fiber; an event on it before then would not reach the page's handlers.

/** How long an element may take to be hydrated before it is given up (frames, ~10 s). */
const MAX_FRAMES = 600;

export const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

/** Resolves true once React has hydrated `element`, false if it left the page or never was. */
export function whenHydrated(element: Element): Promise<boolean> {
  return new Promise((resolve) => {
    const check = (framesLeft: number) => {
      if (isHydrated(element)) resolve(true);
      else if (framesLeft === 0 || !element.isConnected) resolve(false);
      else requestAnimationFrame(() => check(framesLeft - 1));
    };
    check(MAX_FRAMES);
  });
}
