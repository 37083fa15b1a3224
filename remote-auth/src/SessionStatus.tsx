// Exposed as `remote_auth/SessionStatus`: who is signed in, for the host's public navbar. It
// reads the page's one store through the shared react-redux, so it shows the same user as the
// host the moment the session changes.
import styled from 'styled-components';
import { useCurrentUser } from '@school/shared';

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

export function SessionStatus() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Status data-testid="session-status">
      Conectat ca {user.firstName} {user.lastName}
    </Status>
  );
}

export default SessionStatus;
