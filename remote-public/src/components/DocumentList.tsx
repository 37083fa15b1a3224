import styled from 'styled-components';
import { opensInBrowser, type SchoolDocument } from '@school/shared';
import { DownloadLink } from './DownloadLink';
import { ExternalLink } from './ExternalLink';

/** "PDF", "DOCX", ... from a stored file's type; nothing for an external link. */
const kindOf = (doc: SchoolDocument): string | null => {
  const type = doc.file?.mimeType;
  if (!type) return null;
  if (type === 'application/pdf') return 'PDF';
  const known: Record<string, string> = { wordprocessingml: 'DOCX', spreadsheetml: 'XLSX', presentationml: 'PPTX', 'opendocument.text': 'ODT', 'opendocument.spreadsheet': 'ODS' };
  return Object.entries(known).find(([part]) => type.includes(part))?.[1] ?? null;
};

/** Links to documents: a PDF or an external link opens in a new tab, an office file downloads. */
export function DocumentList({ documents }: { documents: readonly SchoolDocument[] }) {
  return (
    <List>
      {documents.map((doc) => {
        const kind = kindOf(doc);
        const DocumentLink = doc.file?.mimeType && !opensInBrowser(doc.file.mimeType) ? DownloadLink : ExternalLink;
        return (
          doc.href && (
            <li key={doc.id}>
              <DocumentLink href={doc.href}>
                {doc.title}
                {kind && <Kind> ({kind})</Kind>}
              </DocumentLink>
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
