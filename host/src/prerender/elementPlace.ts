// Where an element sits under a container, as child indexes: the take-over draws the same markup,
// so the element at the same place afterwards is the one React drew for it.

export function placeOf(element: Element, container: Element): number[] | null {
  const place: number[] = [];
  for (let node: Element | null = element; node !== container; node = node.parentElement) {
    if (!node?.parentElement) return null;
    place.unshift([...node.parentElement.children].indexOf(node));
  }
  return place;
}

export function elementAt(container: Element, place: number[]): Element | null {
  return place.reduce<Element | null>((node, index) => node?.children[index] ?? null, container);
}
