// The reply link to a visitor's address. The address is data: percent-encoded whole, so a `?` or
// `&` in it (`a@b.ro?bcc=…`) stays part of the address and never adds a header such as Bcc.

/** `mailto:` with `address` encoded, its `@` kept so mail programs show it as written. */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(address)}`;
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}
