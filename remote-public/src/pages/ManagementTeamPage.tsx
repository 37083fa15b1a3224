import styled from 'styled-components';
import { useGetTeachersQuery, type Position, type Teacher } from '@school/shared';
import { Page } from '../components/Page';
import { QueryStatus } from '../components/QueryStatus';
import { POSITION_TITLES } from '../components/positionTitles';

const POSTS: readonly Position[] = ['PRINCIPAL', 'DEPUTY_PRINCIPAL'];

/** 'Director: prof. {last} {first}', or a polite note when nobody holds the post. */
export interface ManagementLine {
  id: string;
  text: string;
  vacant: boolean;
}

export function managementLines(teachers: readonly Teacher[]): ManagementLine[] {
  return POSTS.flatMap((position): ManagementLine[] => {
    const title = POSITION_TITLES[position];
    const holders = teachers.filter((t) => t.position === position);
    if (holders.length === 0) return [{ id: position, text: `${title}: post vacant`, vacant: true }];
    return holders.map((t) => ({ id: `${position}-${t.id}`, text: `${title}: prof. ${t.lastName} ${t.firstName}`, vacant: false }));
  });
}

export default function ManagementTeamPage() {
  const { data, isLoading, isError, refetch } = useGetTeachersQuery();
  const lines = data ? managementLines(data) : [];
  return (
    <Page description="Directorul și directorul adjunct al școlii.">
      {data ? (
        <List>
          {lines.map((line) => (
            <li key={line.id}>
              {line.text}
              {line.vacant && <Note> — postul va fi ocupat în curând; vă mulțumim pentru înțelegere.</Note>}
            </li>
          ))}
        </List>
      ) : (
        <QueryStatus isLoading={isLoading} isError={isError} onRetry={refetch} what="echipa managerială" />
      )}
    </Page>
  );
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  li {
    padding: ${({ theme }) => theme.space.md};
    border-left: 6px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.large};
    font-weight: 600;
  }
`;

const Note = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.body};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;
