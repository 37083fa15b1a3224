import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatEventWhen, pathOf, useGetPageQuery } from '@school/shared';
import { useLatestYearEvents } from '../calendar/useLatestYearEvents';

/** The enrolment page's key: its address. */
const ENROLMENT_PAGE = 'inscrierea';

/**
 * The home page's enrolment button: the enrolment page's campaign (its title, e.g. "Înscrierea în
 * clasa pregătitoare 2025-2026") and the dates of its first enrolment event (the enrolment window),
 * read from the calendar, so a date changed there changes here. Nothing while the campaign is not published.
 */
export function EnrolmentCall() {
  const { data } = useGetPageQuery(ENROLMENT_PAGE);
  const { events } = useLatestYearEvents('enrolment');
  if (!data) return null;
  const [enrolmentWindow] = events;
  return <CallToAction to={pathOf('inscrierea')}>{enrolmentWindow ? `${data.title}: ${formatEventWhen(enrolmentWindow.start, enrolmentWindow.end)}` : data.title}</CallToAction>;
}

const CallToAction = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.large};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;
