// The plain 404 and 401 pages, with the spec's texts (the 401 spelling "Unathorized" is the
// spec's). They are English on a Romanian site, so they carry lang="en".
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pathOf } from '@school/shared/routing';

const Page = styled.section`
  text-align: center;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
`;

const Code = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

function StatusPage({ code, text }: { code: string; text: string }) {
  return (
    <Page lang="en" aria-labelledby="status-code">
      <Code id="status-code">{code}</Code>
      <p>{text}</p>
      <HomeLink to={pathOf('home')}>Back to Home</HomeLink>
    </Page>
  );
}

export const NOT_FOUND_TEXT = "Oops! We can't seem to find the page you are looking for.";
export const UNAUTHORIZED_TEXT = 'Unathorized! Access to this resource is denied.';

export const NotFoundPage = () => <StatusPage code="404" text={NOT_FOUND_TEXT} />;
export const UnauthorizedPage = () => <StatusPage code="401" text={UNAUTHORIZED_TEXT} />;
