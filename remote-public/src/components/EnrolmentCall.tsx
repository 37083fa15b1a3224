import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pathOf, useGetPageQuery } from '@school/shared';

/** The enrolment page's key: its address. */
const ENROLMENT_PAGE = 'inscrierea';

/**
 * The home page's enrolment button, named after the enrolment page's current campaign (the page's
 * title, e.g. "Înscrierea în clasa pregătitoare 2025-2026"), so the year changes with the data.
 * Nothing while the campaign is not published.
 */
export function EnrolmentCall() {
  const { data } = useGetPageQuery(ENROLMENT_PAGE);
  if (!data) return null;
  return <CallToAction to={pathOf('inscrierea')}>{data.title}</CallToAction>;
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
