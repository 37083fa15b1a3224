// The markup of a page drawn in the renderer's browser (by createRoot, from live answers), written
// as React's server renderer would write it, so that the host can hydrate it (hydrateRoot) instead
// of replacing it:
// - two texts React drew side by side ("foto ", "1", " din 3") would be read back as one text node,
//   which hydration refuses: an empty comment between them keeps them two;
// - hydration expects each <Suspense> boundary between the comments `$` and `/$`: they are written
//   around the elements of every boundary showing its content, found in React's own tree of the
//   page (its fibers, an internal of React read only here, in the renderer's browser).
// React's hydration skips the empty comments.

export interface Fiber {
  tag: number;
  elementType: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  stateNode: unknown;
  memoizedState: unknown;
}

/** React's fiber tags (stable since React 16). */
const HOST_PORTAL = 4;
const HOST_COMPONENT = 5;
const HOST_TEXT = 6;
const SUSPENSE = 13;

/** The current tree of the React root rendered into `container`. */
export function currentTree(container: Element): Fiber | null {
  const key = Object.keys(container).find((name) => name.startsWith('__reactContainer'));
  const first = key ? (container as unknown as Record<string, Fiber | undefined>)[key] : undefined;
  return (first?.stateNode as { current?: Fiber } | undefined)?.current ?? null;
}

const childrenOf = (fiber: Fiber) => {
  const children: Fiber[] = [];
  for (let child = fiber.child; child; child = child.sibling) children.push(child);
  return children;
};

/** The outermost DOM nodes a fiber's subtree puts in the page (a portal's go elsewhere). */
function hostNodesOf(fiber: Fiber): Node[] {
  if (fiber.tag === HOST_COMPONENT || fiber.tag === HOST_TEXT) return [fiber.stateNode as Node];
  if (fiber.tag === HOST_PORTAL) return [];
  return childrenOf(fiber).flatMap(hostNodesOf);
}

/** The [first, last] DOM nodes of every Suspense boundary showing its content, outer ones first. */
function suspenseBoundaries(fiber: Fiber): [Node, Node][] {
  const own: [Node, Node][] = [];
  if (fiber.tag === SUSPENSE && fiber.memoizedState === null) {
    const nodes = hostNodesOf(fiber);
    if (nodes.length > 0) own.push([nodes[0]!, nodes.at(-1)!]);
  }
  return [...own, ...childrenOf(fiber).flatMap(suspenseBoundaries)];
}

const pathOf = (node: Node, root: Node): number[] => {
  const path: number[] = [];
  for (let current = node; current !== root && current.parentNode; current = current.parentNode) path.unshift([...current.parentNode.childNodes].indexOf(current as ChildNode));
  return path;
};

const nodeAt = (root: Node, path: number[]): ChildNode => path.reduce<Node>((node, index) => node.childNodes[index]!, root) as ChildNode;

export function hydratableMarkup(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  const doc = copy.ownerDocument;
  const tree = currentTree(root);
  // Found in the copy before any comment moves its nodes.
  const boundaries = (tree ? suspenseBoundaries(tree) : []).map(([first, last]) => [nodeAt(copy, pathOf(first, root)), nodeAt(copy, pathOf(last, root))] as const);
  for (const [first, last] of boundaries) {
    first.before(doc.createComment('$'));
    last.after(doc.createComment('/$'));
  }
  const walker = doc.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const text of texts) {
    if (text.previousSibling?.nodeType === Node.TEXT_NODE) text.before(doc.createComment(' '));
  }
  return copy.innerHTML;
}
