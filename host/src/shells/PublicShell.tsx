// The public shell (Romanian): skip link, navbar, main landmark, footer. Host-owned, so it stays
// usable when a remote is down.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useCurrentUser, useSchoolDetails, useSessionExpired } from '@school/shared';
import { adminHomeFor } from './adminMenu';
import { BrandedBar } from './BrandedBar';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { FALLBACK_SCHOOL_NAME } from './navItems';
import { SkipLink } from './SkipLink';
import { RemoteAuthPart } from '../sections/RemoteAuthPart';
import { useDeadlinePassed } from './useDeadlinePassed';
import { useDocumentLanguage } from './useDocumentLanguage';
import { useSchoolBranding } from './useSchoolBranding';

/** How long the shell waits for the school's name before drawing with the fallback name. */
export const SCHOOL_NAME_WAIT_MS = 1500;

const Main = styled.main`
  max-width: ${({ theme }) => theme.layout.pageWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  /* The footer starts below the fold, so a page arriving in the main area never shifts it (CLS). */
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

export function PublicShell({ children }: { children: ReactNode }) {
  useDocumentLanguage('ro');
  const user = useCurrentUser();
  const sessionExpired = useSessionExpired();
  // A session that ended is no session here: the public pages have nothing to lose.
  const signedIn = Boolean(user) && !sessionExpired;
  // Administrare, for a user some admin screen admits: to the first of them.
  const adminHome = signedIn && user ? adminHomeFor(user.role) : undefined;
  const { details, isLoading, failed } = useSchoolDetails();
  // On a county's platform the school's own name, logo and colours (its branding) come first.
  const branding = useSchoolBranding();
  const waitedLongEnough = useDeadlinePassed(SCHOOL_NAME_WAIT_MS);
  // Shown once the school's name is known (the API's, or the one this browser saw last) or its
  // request failed: the short fallback name first and the real one, two lines on a phone, a moment
  // later would push the whole page down. Hidden, not unmounted, so the page's section loads
  // meanwhile; a slow API costs that shift, never a blank page.
  const waiting = isLoading && !details && !failed && !waitedLongEnough;
  return (
    <div id="top" data-shell="public" style={waiting ? { visibility: 'hidden' } : undefined}>
      <SkipLink href="#main">Sari la conținutul principal</SkipLink>
      <header>
        <BrandedBar branding={branding}>
          <Navbar
            schoolName={branding?.name || details?.name || FALLBACK_SCHOOL_NAME}
            logoUrl={branding?.logoUrl ?? undefined}
            adminHome={adminHome}
            session={signedIn ? <RemoteAuthPart name="SessionStatus" /> : undefined}
          />
        </BrandedBar>
      </header>
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer signedIn={signedIn} contacts={branding?.footerContacts || undefined} />
    </div>
  );
}
