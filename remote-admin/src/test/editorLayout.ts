// jsdom lays nothing out; ProseMirror asks where the caret is (to scroll it into view and to move
// it by line). These answer "nowhere", as a browser would for an element of no size.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => new DOMRect(0, 0, 0, 0);

Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= emptyRect;
document.elementFromPoint ??= () => null;
