import type { ReactNode } from 'react';
import { publicMessages, VisuallyHidden } from '@school/shared';
import { Arrow, Link } from './ExternalLink';

interface DownloadLinkProps {
  href: string;
  children: ReactNode;
}

/** A link to a file the browser downloads (an office document): it stays in this tab and says it downloads. */
export function DownloadLink({ href, children }: DownloadLinkProps) {
  return (
    <Link href={href} download>
      {children}
      <Arrow aria-hidden="true">↓</Arrow>
      <VisuallyHidden> {publicMessages.download}</VisuallyHidden>
    </Link>
  );
}
