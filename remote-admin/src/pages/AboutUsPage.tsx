// /admin/about-us: the school's contact and location details, loaded on open, saved whole. A save
// refused because the session ended keeps what was typed, on screen and as a draft the screen
// opens with after a sign-in that went through /login.
import type { FormEvent } from 'react';
import styled from 'styled-components';
import {
  ABOUT_US_FIELDS,
  Banner,
  Button,
  FormField,
  LoadingIndicator,
  getErrorMessage,
  useGetAboutUsQuery,
  useUpdateAboutUsMutation,
  type AboutUs,
  type AboutUsField,
} from '@school/shared';
import { pageTitles, type AdminPath } from '@school/shared/routing';
import { aboutUsInputSchema } from '@school/shared/schemas';
import { BannerArea } from '../components/BannerArea';
import { FieldGrid, PageTitle } from '../components/PageTitle';
import { useAdminForm } from '../components/useAdminForm';
import { schoolDataMessages } from '@school/shared/messages/school-data';

const PATH: AdminPath = 'admin/about-us';

const labels: Record<AboutUsField, string> = {
  name: 'Subject Name', // the spec's label for the school's name
  description: 'Description',
  history: 'History',
  email: 'Email',
  phone: 'Phone',
  fax: 'Fax',
  address: 'Address',
  city: 'City',
  region: 'Region',
  country: 'Country',
  latitude: 'Latitude',
  longitude: 'Longitude',
};

const multiline: ReadonlySet<AboutUsField> = new Set(['description', 'history']);

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

export default function AboutUsPage() {
  const { data, isLoading, error } = useGetAboutUsQuery();

  return (
    <section aria-labelledby="about-us-title">
      <PageTitle id="about-us-title">{pageTitles[PATH]}</PageTitle>
      {isLoading ? (
        <LoadingIndicator />
      ) : error || !data ? (
        <Banner variant="error" message={getErrorMessage(error)} />
      ) : (
        <AboutUsForm initial={data} />
      )}
    </section>
  );
}

function AboutUsForm({ initial }: { initial: AboutUs }) {
  const [updateAboutUs, { isLoading: saving }] = useUpdateAboutUsMutation();
  const { form, banner, showBanner, dismissBanner, save } = useAdminForm({
    schema: aboutUsInputSchema,
    initialValues: () => ({ ...initial }),
    draftKey: PATH,
    // The result is shown above the form: it takes the focus so it is seen and read out.
    bannersTakeFocus: true,
    busy: saving,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await save((aboutUs) => updateAboutUs(aboutUs).unwrap())) showBanner({ variant: 'success', message: schoolDataMessages.aboutUs.updated });
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="about-us-title" id={form.scopeId}>
      <BannerArea banner={banner} onDismiss={dismissBanner} />
      <FieldGrid>
        {ABOUT_US_FIELDS.map((field) => (
          <FormField
            key={field}
            label={labels[field]}
            {...form.bind(field)}
            multiline={multiline.has(field)}
            rows={multiline.has(field) ? 4 : undefined}
            type={field === 'email' ? 'email' : 'text'}
            placeholder={field === 'email' ? initial.email || 'email@example.com' : undefined}
          />
        ))}
      </FieldGrid>
      <Actions>
        <Button type="submit" busy={saving}>
          Save Changes
        </Button>
      </Actions>
    </form>
  );
}
