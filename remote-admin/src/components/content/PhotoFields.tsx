// One photo's fields: its alt text, "Decorative image", "Shows pupils" and "Consent confirmed"
// (with whose consent it is: the pupils' parents', in writing).
// `showErrors` once a save was tried: what it lacks is said beside it.
import { useId } from 'react';
import styled from 'styled-components';
import { contentAdminMessages as m } from '@school/shared/messages/content-admin';
import { CheckRow } from '../CheckRow';
import { lacksAlt, lacksConsent, type PhotoValue } from './photoValues';

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};

  /* As wide as the card leaves, never the browser's 20 characters: on a phone that was wider. */
  input[type='text'] {
    width: 100%;
    min-width: 0;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

export interface PhotoFieldsProps {
  photo: PhotoValue;
  onChange: (photo: PhotoValue) => void;
  showErrors: boolean;
  /** Whether a missing consent is said too (it stops publishing, not a draft). */
  consentRequired: boolean;
}

export function PhotoFields({ photo, onChange, showErrors, consentRequired }: PhotoFieldsProps) {
  const id = useId();
  const altMissing = showErrors && lacksAlt(photo);
  const consentMissing = showErrors && consentRequired && lacksConsent(photo);
  return (
    <Fields>
      <label htmlFor={`${id}-alt`}>Alt text</label>
      <input
        id={`${id}-alt`}
        type="text"
        value={photo.alt}
        disabled={photo.decorative}
        aria-invalid={altMissing || undefined}
        aria-describedby={altMissing ? `${id}-alt-error` : undefined}
        onChange={(event) => onChange({ ...photo, alt: event.target.value })}
      />
      {altMissing && <Problem id={`${id}-alt-error`}>{m.altRequired}</Problem>}
      <CheckRow>
        <input id={`${id}-decorative`} type="checkbox" checked={photo.decorative} onChange={(event) => onChange({ ...photo, decorative: event.target.checked })} />
        <label htmlFor={`${id}-decorative`}>Decorative image</label>
      </CheckRow>
      <CheckRow>
        <input id={`${id}-pupils`} type="checkbox" checked={photo.showsPupils} onChange={(event) => onChange({ ...photo, showsPupils: event.target.checked })} />
        <label htmlFor={`${id}-pupils`}>Shows pupils</label>
      </CheckRow>
      {photo.showsPupils && (
        <>
          <CheckRow>
            <input
              id={`${id}-consent`}
              type="checkbox"
              checked={photo.consentConfirmed}
              aria-invalid={consentMissing || undefined}
              aria-describedby={consentMissing ? `${id}-consent-hint ${id}-consent-error` : `${id}-consent-hint`}
              onChange={(event) => onChange({ ...photo, consentConfirmed: event.target.checked })}
            />
            <label htmlFor={`${id}-consent`}>Consent confirmed</label>
          </CheckRow>
          <Hint id={`${id}-consent-hint`}>The pupils’ parents agreed in writing that this photo may be published.</Hint>
        </>
      )}
      {consentMissing && <Problem id={`${id}-consent-error`}>{m.consentRequired}</Problem>}
    </Fields>
  );
}
