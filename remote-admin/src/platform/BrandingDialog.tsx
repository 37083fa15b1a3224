// A school's branding in the console: its name, logo, favicon, colour pair (refused under 4.5:1
// contrast, the same rule the API applies) and footer contacts, with a preview of the pair.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormField, getErrorMessage, getFieldErrors, type PlatformSchool, type RequestError } from '@school/shared';
import { useUpdateSchoolBrandingMutation } from '@school/shared/admin-api';
import { Dialog } from '@school/shared/admin-ui';
import { schoolBrandingInputSchema, validate } from '@school/shared/schemas';
import { FieldGrid } from '../components/PageTitle';

type Values = { name: string; logoUrl: string; faviconUrl: string; brandColor: string; brandTextColor: string; footerContacts: string };

const Preview = styled.p<{ $background: string; $text: string }>`
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ $background }) => $background};
  color: ${({ $text }) => $text};
`;

const valuesOf = (school: PlatformSchool): Values => ({
  name: school.branding.name,
  logoUrl: school.branding.logoUrl ?? '',
  faviconUrl: school.branding.faviconUrl ?? '',
  brandColor: school.branding.brandColor,
  brandTextColor: school.branding.brandTextColor,
  footerContacts: school.branding.footerContacts,
});

export function BrandingDialog({ school, onClose, onSaved }: { school: PlatformSchool; onClose: () => void; onSaved: () => void }) {
  const [save, { isLoading }] = useUpdateSchoolBrandingMutation();
  const [values, setValues] = useState(() => valuesOf(school));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    const verdict = validate(schoolBrandingInputSchema, { ...values, logoUrl: values.logoUrl || null, faviconUrl: values.faviconUrl || null });
    setErrors(verdict.errors);
    if (!verdict.valid || isLoading) return;
    try {
      await save({ id: school.id, branding: verdict.value }).unwrap();
      onSaved();
    } catch (error) {
      const refused = getFieldErrors(error as RequestError);
      setErrors(refused);
      if (Object.keys(refused).length === 0) setFailure(getErrorMessage(error as RequestError));
    }
  };

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name],
    showError: tried,
  });

  return (
    <Dialog open title={`Branding of ${school.name}`} onClose={onClose}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && <p role="alert">{failure}</p>}
        <FieldGrid>
          <FormField label="School name" {...field('name')} />
          <FormField label="Logo address" hint="A file of the media library: /api/media/files/…" {...field('logoUrl')} />
          <FormField label="Favicon address" {...field('faviconUrl')} />
          <FormField label="Brand colour" hint="#rrggbb" {...field('brandColor')} />
          <FormField label="Text colour on the brand colour" hint="#rrggbb, contrast at least 4.5:1" {...field('brandTextColor')} />
          <FormField label="Footer contacts" multiline rows={3} {...field('footerContacts')} />
        </FieldGrid>
        <Preview $background={values.brandColor} $text={values.brandTextColor}>
          {values.name || 'School name'}
        </Preview>
        <Button type="submit" disabled={isLoading}>
          Save branding
        </Button>
      </form>
    </Dialog>
  );
}
