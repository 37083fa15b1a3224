import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

/** A plain left click on a link to this site, which the router should follow without a reload. */
function internalTarget(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as HTMLElement).closest('a');
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A body of rich text as the API answers it. The API sanitizes every body to its allow-list when it
 * is saved (shared/src/richText/policy.ts), so the page inserts it as it is: no sanitizer here,
 * which keeps it out of the public pages' JavaScript. Links to the site's own pages go through the
 * router, as every other link does (no reload, and back returns to where the reader was).
 */
export function RichText({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const to = internalTarget(event);
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  // The handler only routes what a link already does (Enter on a link is a click too).
  return <Body onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

const Body = styled.div`
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.primary};
  }

  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    margin: ${({ theme }) => `${theme.space.sm} 0`};
  }

  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    text-align: left;
    vertical-align: top;
    overflow-wrap: normal;
  }

  img {
    max-width: 100%;
    height: auto;
  }
`;
