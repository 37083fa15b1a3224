import styled from 'styled-components';
import type { SchoolDocument } from '@school/shared';
import { ExternalLink } from './ExternalLink';

/** "PDF", "DOCX", ... from a stored file's type; nothing for an external link. */
const kindOf = (doc: SchoolDocument): string | null => {
  const type = doc.file?.mimeType;
  if (!type) return null;
  if (type === 'application/pdf') return 'PDF';
  const known: Record<string, string> = { wordprocessingml: 'DOCX', spreadsheetml: 'XLSX', presentationml: 'PPTX', 'opendocument.text': 'ODT', 'opendocument.spreadsheet': 'ODS' };
  return Object.entries(known).find(([part]) => type.includes(part))?.[1] ?? null;
};

/** Links to documents (stored files or external links), each opening in a new tab. */
export function DocumentList({ documents }: { documents: readonly SchoolDocument[] }) {
  return (
    <List>
      {documents.map((doc) => {
        const kind = kindOf(doc);
        return (
          doc.href && (
            <li key={doc.id}>
              <ExternalLink href={doc.href}>
                {doc.title}
                {kind && <Kind> ({kind})</Kind>}
              </ExternalLink>
            </li>
          )
        );
      })}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};

  li {
    padding: ${({ theme }) => theme.space.xxs} 0;
  }
`;

const Kind = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;
