// The public footer: contact details from About us, a social link, the school's legal pages
// (public information, accessibility statement, privacy notice), copyright, back to top and
// the sign-in link (for a visitor not signed in). While the API cannot answer, the contact details
// are the last this browser saw, and a message says so with a retry instead of loading forever.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing, publicMessages, useSchoolDetails, VisuallyHidden } from '@school/shared';
import { pageTitles, pathOf } from '@school/shared/routing';
import { barButtonStyles } from './barButton';

export const SOCIAL_URL = 'https://www.facebook.com/';

export const footerText = {
  loading: 'Adresa se încarcă…',
  unavailable: 'Datele de contact nu se pot încărca acum.',
  retry: 'Reîncearcă',
} as const;

/** The pages the law asks every page to lead to. */
export const LEGAL_PAGES = ['informatii-de-interes-public', 'declaratie-de-accesibilitate', 'confidentialitate'] as const;

const Foot = styled.footer`
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.onDark};
  a {
    color: inherit;
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
  a {
    ${focusRing('onDark')}
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.pageWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
  address {
    font-style: normal;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

/** The school's footer contacts as written in the console, its line breaks kept. */
const SchoolContacts = styled.address`
  white-space: pre-line;
`;

const Retry = styled.button`
  ${barButtonStyles}
  margin-top: ${({ theme }) => theme.space.xxs};
`;

function ContactDetails() {
  const { details, failed, isFetching, refetch } = useSchoolDetails();
  const street = details ? [details.address, details.city].filter(Boolean).join(', ') : '';
  return (
    <address>
      {street ? <p>{street}</p> : !failed && <p>{footerText.loading}</p>}
      {details?.email && (
        <p>
          E-mail: <a href={`mailto:${details.email}`}>{details.email}</a>
        </p>
      )}
      {details?.phone && (
        <p>
          Telefon: <a href={`tel:${details.phone.replace(/[^+\d]/g, '')}`}>{details.phone}</a>
        </p>
      )}
      {failed && (
        <div role="alert">
          <p>{footerText.unavailable}</p>
          <Retry type="button" aria-disabled={isFetching || undefined} onClick={() => !isFetching && refetch()}>
            {footerText.retry}
          </Retry>
        </div>
      )}
    </address>
  );
}

/** `contacts`: a school's own footer contacts (a county's platform), shown instead of About us's. */
export function Footer({ signedIn, contacts }: { signedIn: boolean; contacts?: string }) {
  return (
    <Foot>
      <Inner>
        {contacts ? <SchoolContacts>{contacts}</SchoolContacts> : <ContactDetails />}
        <div>
          <p>
            <a href={SOCIAL_URL} target="_blank" rel="noopener noreferrer">
              Facebook<VisuallyHidden> {publicMessages.newTab}</VisuallyHidden>
            </a>
          </p>
          {!signedIn && (
            <p>
              <Link to={pathOf('login')}>Autentificare</Link>
            </p>
          )}
        </div>
        <nav aria-label="Informații legale">
          <ul>
            {LEGAL_PAGES.map((page) => (
              <li key={page}>
                <Link to={pathOf(page)}>{pageTitles[page]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p>Copyright 2024</p>
          <p>
            <a href="#top">Înapoi sus</a>
          </p>
        </div>
      </Inner>
    </Foot>
  );
}
