// What the link dialog makes of the address typed: a bare domain ("www.edu.ro") gets https://,
// then the policy judges it, as the API's sanitizer will.
import { richTextMessages } from '@school/shared/messages/rich-text';
import { isAllowedLinkHref } from '@school/shared/rich-text';

const BARE_DOMAIN = /^[\w-]+(\.[\w-]+)+([/?#].*)?$/;

export type LinkVerdict = { href: string; error?: undefined } | { href?: undefined; error: string };

export function judgeLinkAddress(typed: string): LinkVerdict {
  const address = typed.trim();
  if (address === '') return { error: richTextMessages.linkRequired };
  const href = BARE_DOMAIN.test(address) ? `https://${address}` : address;
  return isAllowedLinkHref(href) ? { href } : { error: richTextMessages.linkNotAllowed };
}
