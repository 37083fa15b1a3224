import styled from 'styled-components';
import type { Degree, Teacher } from '@school/shared';
import { POSITION_TITLES } from './positionTitles';

const DEGREE_LABELS: Record<Degree, string> = {
  debutant: 'debutant',
  definitivat: 'definitivat',
  II: 'II',
  I: 'I',
  doctor: 'doctor',
};

/** The spec's 'Vechimea in invatamant: N ani', with the diacritics it was typed without ("1 an" for one year). */
export function yearsOfServiceText(years: number | null): string {
  if (years === null) return 'Vechimea în învățământ: nespecificată';
  return `Vechimea în învățământ: ${years} ${years === 1 ? 'an' : 'ani'}`;
}

export function degreeText(degree: Degree | null): string {
  return `Gradul didactic: ${degree ? DEGREE_LABELS[degree] : 'nespecificat'}`;
}

/** One teacher on the "Cadre didactice" page: name, subject (or, without one, the post), degree and years of service. */
export function TeacherCard({ teacher }: { teacher: Teacher }) {
  return (
    <Card>
      <Name>
        {teacher.lastName} {teacher.firstName}
      </Name>
      <Subject>{teacher.subject?.name ?? POSITION_TITLES[teacher.position]}</Subject>
      <Line>{degreeText(teacher.degree)}</Line>
      <Line>{yearsOfServiceText(teacher.yearsOfService)}</Line>
    </Card>
  );
}

const Card = styled.article`
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

const Name = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

const Subject = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;
