import styled from 'styled-components';
import { useGetTeachersQuery, type Position, type Teacher } from '@school/shared';
import { InfoSection } from '../components/InfoSection';
import { Page } from '../components/Page';
import { PageContent } from '../components/PageContent';
import { QueryStatus } from '../components/QueryStatus';
import { TeacherCard } from '../components/TeacherCard';

const RANK: Record<Position, number> = { PRINCIPAL: 0, DEPUTY_PRINCIPAL: 1, TEACHER: 2, PEDAGOGUE: 2 };

/** Management first, then everyone by last and first name (Romanian alphabetical order). */
export function sortTeachers(teachers: readonly Teacher[]): Teacher[] {
  return [...teachers].sort(
    (a, b) =>
      RANK[a.position] - RANK[b.position] ||
      a.lastName.localeCompare(b.lastName, 'ro') ||
      a.firstName.localeCompare(b.firstName, 'ro'),
  );
}

export default function TeachersPage() {
  const { data, isLoading, isError, refetch } = useGetTeachersQuery();
  return (
    <Page description="Cadrele didactice ale școlii: disciplina, gradul didactic și vechimea în învățământ.">
      <PageContent pageKey="cadre-didactice" />

      <InfoSection title="Profesorii noștri">
        {data ? (
          <Grid>
            {sortTeachers(data).map((teacher) => (
              <li key={teacher.id}>
                <TeacherCard teacher={teacher} />
              </li>
            ))}
          </Grid>
        ) : (
          <QueryStatus isLoading={isLoading} isError={isError} onRetry={refetch} what="lista cadrelor didactice" />
        )}
      </InfoSection>
    </Page>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
