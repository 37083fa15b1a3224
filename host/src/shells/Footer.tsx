// The public footer: contact details from About us, a social link, copyright, back to top and
// the sign-in link.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { VisuallyHidden, type AboutUs } from '@school/shared';

export const SOCIAL_URL = 'https://www.facebook.com/';

const Foot = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.text};
  color: #ffffff;
  a {
    color: #ffffff;
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
  a:focus-visible {
    outline: 3px solid #ffffff;
    outline-offset: 2px;
  }
`;

const Inner = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  address {
    font-style: normal;
  }
  p {
    margin: 0;
  }
`;

export function Footer({ aboutUs }: { aboutUs: AboutUs | undefined }) {
  const street = aboutUs ? [aboutUs.address, aboutUs.city].filter(Boolean).join(', ') : '';
  return (
    <Foot>
      <Inner>
        <address>
          <p>{street || 'Adresa se încarcă…'}</p>
          {aboutUs?.email && (
            <p>
              E-mail: <a href={`mailto:${aboutUs.email}`}>{aboutUs.email}</a>
            </p>
          )}
          {aboutUs?.phone && (
            <p>
              Telefon: <a href={`tel:${aboutUs.phone.replace(/[^+\d]/g, '')}`}>{aboutUs.phone}</a>
            </p>
          )}
        </address>
        <div>
          <p>
            <a href={SOCIAL_URL} target="_blank" rel="noopener noreferrer">
              Facebook<VisuallyHidden> (se deschide într-o filă nouă)</VisuallyHidden>
            </a>
          </p>
          <p>
            <Link to="/login">Autentificare</Link>
          </p>
        </div>
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
