// The dashboard's "Needs attention" list: each entry a link to the screen that fixes it.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Banner, LoadingIndicator, useGetContentHealthQuery } from '@school/shared';
import { contentHealthMessages as m } from '@school/shared/messages/content-health';

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

export function NeedsAttention() {
  const { data, isLoading, isError } = useGetContentHealthQuery();
  return (
    <Section aria-labelledby="needs-attention-title">
      <h2 id="needs-attention-title">{m.title}</h2>
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
