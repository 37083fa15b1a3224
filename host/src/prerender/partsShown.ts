// The lazy parts a page drawn in the renderer shows or asked for (shared's lazyParts): the
// renderer lists the page's scripts from them (scripts/prerender/loadedDocument.mjs).
import { askedPartNames, partNameOf } from '@school/shared';
import { currentTree, type Fiber } from './hydratableMarkup';

export function partsShown(container: Element): string[] {
  const names = new Set(askedPartNames());
  const visit = (first: Fiber | null) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      const name = partNameOf(fiber.elementType);
      if (name) names.add(name);
      visit(fiber.child);
    }
  };
  visit(currentTree(container));
  return [...names];
}
