// /admin/dashboard: how many teachers, classes and subjects there are, each a way in to its screen,
// and what needs attention in the site's content.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGetTeachersQuery } from '@school/shared';
import { useGetClassesQuery, useGetSubjectsQuery } from '@school/shared/admin-api';
import { pageTitles, pathOf } from '@school/shared/routing';
import { PageTitle } from '../components/PageTitle';
import { NeedsAttention } from './dashboard/NeedsAttention';
import { StartSchoolYear } from './dashboard/StartSchoolYear';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.small};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.medium};
  }
`;

const Count = styled.span`
  font-size: 2.5rem;
  font-weight: 700;
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.large};
  text-decoration: underline;
`;

function countOf(list: unknown[] | undefined, isError: boolean) {
  if (isError) return '–';
  return list ? String(list.length) : '…';
}

export default function DashboardPage() {
  const teachers = useGetTeachersQuery();
  const classes = useGetClassesQuery();
  const subjects = useGetSubjectsQuery();

  const cards = [
    { to: pathOf('admin/teachers'), label: 'Teachers', count: countOf(teachers.data, teachers.isError) },
    { to: pathOf('admin/classes'), label: 'Classes', count: countOf(classes.data, classes.isError) },
    { to: pathOf('admin/subjects'), label: 'Subjects', count: countOf(subjects.data, subjects.isError) },
  ];

  return (
    <section aria-labelledby="dashboard-title">
      <PageTitle id="dashboard-title">{pageTitles['admin/dashboard']}</PageTitle>
      <Cards>
        {cards.map((card) => (
          <li key={card.to}>
            <CardLink to={card.to}>
              <Count>{card.count}</Count>
              <Label>{card.label}</Label>
            </CardLink>
          </li>
        ))}
      </Cards>
      <NeedsAttention />
      <StartSchoolYear />
    </section>
  );
}
