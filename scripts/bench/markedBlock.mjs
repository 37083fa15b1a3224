// A block of a generated document between two HTML comments, `<!-- name:start -->` and
// `<!-- name:end -->`: one bench rewrites its own block and leaves the rest of the file as it was.
const markers = (name) => [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];

/** The block, markers included; '' when the text has none. */
export function markedBlock(text, name) {
  const [start, end] = markers(name);
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  return from < 0 || to < from ? '' : text.slice(from, to + end.length);
}

/** `content` between the markers, as a block. */
export const toMarkedBlock = (name, content) => {
  const [start, end] = markers(name);
  return `${start}\n${content}\n${end}`;
};

/** The text with its block replaced by `block`; undefined when it has none. */
export function replaceMarkedBlock(text, name, block) {
  const current = markedBlock(text, name);
  if (!current) return undefined;
  const at = text.indexOf(current);
  return text.slice(0, at) + block + text.slice(at + current.length);
}
