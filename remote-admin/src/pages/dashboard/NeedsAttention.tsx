// The "Needs attention" list: each entry a link that opens the item (or the filtered list) to fix.
// The dashboard shows it under its own h2; the Needs attention screen under the screen's h1.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Banner, LoadingIndicator } from '@school/shared';
import { useGetContentHealthQuery } from '@school/shared/admin-api';
import { contentHealthMessages as m } from '@school/shared/messages/content-health';
import { PageTitle } from '../../components/PageTitle';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

export function NeedsAttention({ screenTitle = false }: { /** The list is the screen: its title is the h1. */ screenTitle?: boolean }) {
  const { data, isLoading, isError } = useGetContentHealthQuery();
  return (
    <Section aria-labelledby="needs-attention-title">
      {screenTitle ? <PageTitle id="needs-attention-title">{m.title}</PageTitle> : <h2 id="needs-attention-title">{m.title}</h2>}
      {isLoading && <LoadingIndicator />}
      {isError && <Banner variant="error" message={m.loadFailed} />}
      {data?.length === 0 && <p>{m.empty}</p>}
      {data && data.length > 0 && (
        <List>
          {data.map((entry) => (
            <li key={`${entry.kind}-${entry.itemType}-${entry.itemId ?? ''}`}>
              <Link to={entry.link}>{entry.message}</Link>
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}
