// A school's branding in the console: its name, logo, favicon, colour pair (refused under 4.5:1
// contrast, the same rule the API applies) and footer contacts, with a preview of the pair.
import styled from 'styled-components';
import { Button, FormField, type PlatformSchool } from '@school/shared';
import { useUpdateSchoolBrandingMutation } from '@school/shared/admin-api';
import { Dialog } from '@school/shared/admin-ui';
import { schoolBrandingInputSchema } from '@school/shared/schemas';
import { FieldGrid } from '../components/PageTitle';
import { useConsoleForm } from './useConsoleForm';

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
  const { form, failure, onSubmit } = useConsoleForm({
    schema: schoolBrandingInputSchema,
    initialValues: () => valuesOf(school),
    toInput: (values) => ({ ...values, logoUrl: values.logoUrl || null, faviconUrl: values.faviconUrl || null }),
    busy: isLoading,
    send: async (branding) => {
      await save({ id: school.id, branding }).unwrap();
      onSaved();
    },
  });
  const { values } = form;

  return (
    <Dialog open title={`Branding of ${school.name}`} onClose={onClose}>
      <form id={form.scopeId} noValidate onSubmit={onSubmit}>
        {failure && <p role="alert">{failure}</p>}
        <FieldGrid>
          <FormField label="School name" {...form.bind('name')} />
          <FormField label="Logo address" hint="A file of the media library: /api/media/files/…" {...form.bind('logoUrl')} />
          <FormField label="Favicon address" {...form.bind('faviconUrl')} />
          <FormField label="Brand colour" hint="#rrggbb" {...form.bind('brandColor')} />
          <FormField label="Text colour on the brand colour" hint="#rrggbb, contrast at least 4.5:1" {...form.bind('brandTextColor')} />
          <FormField label="Footer contacts" multiline rows={3} {...form.bind('footerContacts')} />
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
