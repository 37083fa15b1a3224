import { screen } from '@testing-library/react';
import type { Teacher } from '@school/shared';
import { renderWithProviders } from '../test/renderPage';
import { TeacherCard, degreeText, yearsOfServiceText } from './TeacherCard';

const teacher: Teacher = {
  id: 7,
  firstName: 'Maria',
  lastName: 'Popescu',
  gender: 'FEMALE',
  position: 'TEACHER',
  subject: { id: 1, name: 'Matematică' },
  degree: 'I',
  yearsOfService: 25,
};

describe('TeacherCard', () => {
  it("shows name, subject, 'Gradul didactic' and 'Vechimea în învățământ: N ani'", () => {
    renderWithProviders(<TeacherCard teacher={teacher} />);
    expect(screen.getByRole('heading', { name: 'Popescu Maria' })).toBeInTheDocument();
    expect(screen.getByText('Matematică')).toBeInTheDocument();
    expect(screen.getByText('Gradul didactic: I')).toBeInTheDocument();
    expect(screen.getByText('Vechimea în învățământ: 25 ani')).toBeInTheDocument();
  });

  it("shows the post of a teacher without a subject (the spec's 'subject (post)')", () => {
    renderWithProviders(<TeacherCard teacher={{ ...teacher, position: 'PEDAGOGUE', subject: null }} />);
    expect(screen.getByText('Pedagog școlar')).toBeInTheDocument();
  });

  it('says so politely when degree or years are not set', () => {
    renderWithProviders(<TeacherCard teacher={{ ...teacher, subject: null, degree: null, yearsOfService: null }} />);
    expect(screen.getByText('Profesor')).toBeInTheDocument();
    expect(screen.getByText('Gradul didactic: nespecificat')).toBeInTheDocument();
    expect(screen.getByText('Vechimea în învățământ: nespecificată')).toBeInTheDocument();
  });

  it('writes every degree and the singular year', () => {
    expect(degreeText('debutant')).toBe('Gradul didactic: debutant');
    expect(degreeText('definitivat')).toBe('Gradul didactic: definitivat');
    expect(degreeText('II')).toBe('Gradul didactic: II');
    expect(degreeText('doctor')).toBe('Gradul didactic: doctor');
    expect(yearsOfServiceText(0)).toBe('Vechimea în învățământ: 0 ani');
    expect(yearsOfServiceText(1)).toBe('Vechimea în învățământ: 1 an');
    expect(yearsOfServiceText(2)).toBe('Vechimea în învățământ: 2 ani');
  });
});
