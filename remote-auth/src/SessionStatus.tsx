// Exposed as `remote_auth/SessionStatus`: who is signed in, the link to their account page (/cont)
// and the way to sign out, for the host's public navbar. It reads the page's one store through the
// shared react-redux, so it shows the same user as the host the moment the session changes. Signing out keeps the visitor on the
// public page they are reading.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { onBarButton, useCurrentUser, useLogoutMutation, wrapRow } from '@school/shared';
import { pageTitles, pathOf } from '@school/shared/routing';

const Status = styled.p`
  ${wrapRow('xs')}
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

// Drawn on the navbar's colours: it takes the text colour of wherever it is put.
const SignOut = styled.button`
  ${onBarButton}
  padding: 0 ${({ theme }) => theme.space.sm};
  &:focus-visible {
    outline: 3px solid currentColor;
    outline-offset: 2px;
  }
`;

const AccountLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: inherit;
  font-weight: 600;
  &:focus-visible {
    outline: 3px solid currentColor;
    outline-offset: 2px;
  }
`;

export function SessionStatus() {
  const user = useCurrentUser();
  const [logout, { isLoading }] = useLogoutMutation();
  if (!user) return null;
  return (
    <Status data-testid="session-status">
      <span>
        Conectat ca {user.firstName} {user.lastName}
      </span>
      <AccountLink to={pathOf('cont')}>{pageTitles.cont}</AccountLink>
      <SignOut type="button" aria-disabled={isLoading || undefined} onClick={() => !isLoading && void logout()}>
        Deconectare
      </SignOut>
    </Status>
  );
}

export default SessionStatus;
