import type { ReactNode } from 'react';
import styled from 'styled-components';
import { publicMessages, VisuallyHidden } from '@school/shared';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/** A link that opens in a new tab, safely, and says so to screen-reader users. */
export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <Arrow aria-hidden="true">↗</Arrow>
      <VisuallyHidden> {publicMessages.newTab}</VisuallyHidden>
    </Link>
  );
}

export const Link = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  text-underline-offset: 0.15em;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

export const Arrow = styled.span`
  display: inline-block;
  margin-left: 0.2em;
  font-size: 0.85em;
`;
