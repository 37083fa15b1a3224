import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { calendarMessages as m, formatEventWhen, pathOf, useGetPageQuery } from '@school/shared';
import { useLatestYearEvents } from '../calendar/useLatestYearEvents';

/** The enrolment page's key: its address. */
const ENROLMENT_PAGE = 'inscrierea';

/**
 * The home page's enrolment button: the campaign of the calendar's enrolment events ("Înscrierea în
 * clasa pregătitoare 2025-2026") and the dates of its first event (the enrolment window), so a date
 * changed there changes here; without events, the enrolment page's title. Nothing while that page is not published.
 */
export function EnrolmentCall() {
  const { data } = useGetPageQuery(ENROLMENT_PAGE);
  const { schoolYear, events } = useLatestYearEvents('enrolment');
  if (!data) return null;
  const [enrolmentWindow] = events;
  return (
    <CallToAction to={pathOf('inscrierea')}>
      {enrolmentWindow && schoolYear ? `${m.enrolmentCampaign(schoolYear)}: ${formatEventWhen(enrolmentWindow.start, enrolmentWindow.end)}` : data.title}
    </CallToAction>
  );
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
