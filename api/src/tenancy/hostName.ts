// The school is found by the request's Host header: its name, lower case, without port or final dot.

/** `Scoala5.Example.RO:3000` → `scoala5.example.ro`; undefined when there is no usable name. */
export function hostNameOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const host = header.trim().toLowerCase();
  // An IPv6 literal keeps its brackets; its colons are not a port.
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
  const bare = name.replace(/\.$/, '');
  return bare === '' ? undefined : bare;
}

