import styled from 'styled-components';

/**
 * A body of rich text as the API answers it. The API sanitizes every body to its allow-list when it
 * is saved (shared/src/richText/policy.ts), so the page inserts it as it is: no sanitizer here,
 * which keeps it out of the public pages' JavaScript.
 */
export function RichText({ html }: { html: string }) {
  return <Body dangerouslySetInnerHTML={{ __html: html }} />;
}

const Body = styled.div`
  a {
    color: ${({ theme }) => theme.colors.primary};
  }

  table {
    border-collapse: collapse;
    margin: ${({ theme }) => `${theme.space.sm} 0`};
  }

  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    text-align: left;
    vertical-align: top;
  }

  img {
    max-width: 100%;
    height: auto;
  }
`;
