import styled from 'styled-components';
import type { ReactNode } from 'react';
import { publicMessages, useSchoolDetails, type AboutUs } from '@school/shared';
import { ExternalLink } from './ExternalLink';
import { QueryStatus } from './QueryStatus';

/** The OpenStreetMap page centred on the school, or null when the coordinates are not numbers. */
export function mapUrl(latitude: string, longitude: string): string | null {
  const lat = Number(latitude.trim());
  const lon = Number(longitude.trim());
  if (!latitude.trim() || !longitude.trim() || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** "Strada Școlii nr. 12, Valea Florilor, Județul Prahova, România" from the About-us parts. */
export function fullAddress(a: Pick<AboutUs, 'address' | 'city' | 'region' | 'country'>): string {
  return [a.address, a.city, a.region, a.country].map((s) => s.trim()).filter(Boolean).join(', ');
}

/** Digits and a leading + only, for tel: links. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Each detail the school has given, as shown: a school's editors may not have written them all yet. */
function givenDetails(data: AboutUs): { term: string; shown: ReactNode }[] {
  const address = fullAddress(data);
  const email = data.email.trim();
  const phone = data.phone.trim();
  const fax = data.fax.trim();
  return [
    address && { term: 'Adresa', shown: address },
    email && { term: 'E-mail', shown: <a href={`mailto:${email}`}>{email}</a> },
    phone && { term: 'Telefon', shown: <a href={telHref(phone)}>{phone}</a> },
    fax && { term: 'Fax', shown: fax },
  ].filter((detail) => !!detail);
}

/**
 * The school's contact details from About us (email, address, phone, fax) and a map link. While
 * the API cannot answer, the last details this browser saw stay, with the message and a retry.
 */
export function ContactBlock() {
  const { details: data, isLoading, failed, refetch } = useSchoolDetails();
  const status = <QueryStatus isLoading={isLoading && !data} isError={failed} onRetry={refetch} what="datele de contact" />;
  if (!data) return status;
  const map = mapUrl(data.latitude, data.longitude);
  const details = givenDetails(data);
  return (
    <>
      {status}
      <Address>
        {details.length > 0 ? (
          <dl>
            {details.map(({ term, shown }) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{shown}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>{publicMessages.contactMissing}</p>
        )}
        {map && (
          <MapLink>
            <ExternalLink href={map}>Vezi pe hartă</ExternalLink>
          </MapLink>
        )}
      </Address>
    </>
  );
}

const Address = styled.address`
  font-style: normal;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  dl {
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }

  dl > div {
    display: grid;
    grid-template-columns: minmax(6rem, auto) 1fr;
    gap: ${({ theme }) => theme.space.sm};
  }

  dt {
    font-weight: 700;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const MapLink = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  font-weight: 600;
`;
