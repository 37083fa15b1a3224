import styled from 'styled-components';
import type { DocumentGroup, DocumentItem } from '../content/types';
import { ExternalLink } from './ExternalLink';

interface DocumentListProps {
  documents: readonly DocumentItem[];
  /** When given, documents are listed under these headings, in this order (by `document.group`). */
  groups?: readonly DocumentGroup[];
  /** Level of the group headings (default 2). */
  headingLevel?: 2 | 3 | 4;
}

/** Links to documents we serve (PDF), each opening in a new tab. */
export function DocumentList({ documents, groups, headingLevel = 2 }: DocumentListProps) {
  if (!groups) return <Links documents={documents} />;
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      {groups.map((group) => {
        const inGroup = documents.filter((d) => d.group === group.id);
        if (inGroup.length === 0) return null;
        return (
          <section key={group.id} aria-labelledby={`grup-${group.id}`}>
            <GroupHeading as={Heading} id={`grup-${group.id}`}>
              {group.title}
            </GroupHeading>
            <Links documents={inGroup} />
          </section>
        );
      })}
    </>
  );
}

function Links({ documents }: { documents: readonly DocumentItem[] }) {
  return (
    <List>
      {documents.map((d) => (
        <li key={d.id}>
          <ExternalLink href={d.href}>
            {d.title} <Kind>(PDF)</Kind>
          </ExternalLink>
        </li>
      ))}
    </List>
  );
}

const GroupHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.large};
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.xs}`};
`;

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
