// /admin/about-us: the school's contact and location details, loaded on open, saved whole. A save
// refused because the session ended keeps what was typed, on screen and as a draft the screen
// opens with after a sign-in that went through /login.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  ABOUT_US_FIELDS,
  Banner,
  Button,
  FormField,
  LoadingIndicator,
  getErrorMessage,
  getFieldErrors,
  getStatus,
  isValid,
  messages,
  useGetAboutUsQuery,
  useUpdateAboutUsMutation,
  validateAboutUs,
  type AboutUs,
  type AboutUsField,
  type RequestError,
} from '@school/shared';
import { clearDraft, loadDraft, saveDraft } from '@school/shared/admin-ui';
import { pageTitles, type AdminPath } from '@school/shared/routing';
import { BannerArea, restoredBanner, sessionExpiredBanner, type BannerMessage } from '../components/BannerArea';
import { FieldGrid, PageTitle } from '../components/PageTitle';
import { fieldBinder } from '../components/bindField';

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

const trimmed = (values: AboutUs): AboutUs =>
  Object.fromEntries(ABOUT_US_FIELDS.map((field) => [field, values[field].trim()])) as AboutUs;

/** The values typed before the session ended, over the API's, or null. */
function readDraft(initial: AboutUs): AboutUs | null {
  const draft = loadDraft(PATH);
  if (!draft || typeof draft !== 'object') return null;
  const typed = draft as Partial<Record<AboutUsField, unknown>>;
  return Object.fromEntries(
    ABOUT_US_FIELDS.map((field) => [field, typeof typed[field] === 'string' ? typed[field] : initial[field]]),
  ) as AboutUs;
}

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
  const [draft] = useState(() => readDraft(initial));
  const [values, setValues] = useState<AboutUs>(() => draft ?? { ...initial });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<BannerMessage | null>(draft ? restoredBanner : null);
  const [updateAboutUs, { isLoading: saving }] = useUpdateAboutUsMutation();

  const clientErrors = validateAboutUs(values);
  const errors: Record<string, string | undefined> = submitted ? { ...serverErrors, ...clientErrors } : serverErrors;

  const setField = (field: AboutUsField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  };

  const bind = fieldBinder<AboutUs>({
    form: values,
    setField,
    errors,
    showErrors: (field) => submitted || field in serverErrors,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setBanner(null);
    if (!isValid(validateAboutUs(values)) || saving) return;
    try {
      await updateAboutUs(trimmed(values)).unwrap();
      clearDraft(PATH);
      setServerErrors({});
      // The result is shown above the form: it takes the focus so it is seen and read out.
      setBanner({ variant: 'success', message: messages.aboutUs.updated, takeFocus: true });
    } catch (failure) {
      if (getStatus(failure as RequestError) === 401) {
        saveDraft(PATH, values);
        setBanner({ ...sessionExpiredBanner, takeFocus: true });
        return;
      }
      setServerErrors(getFieldErrors(failure as RequestError));
      setBanner({ variant: 'error', message: getErrorMessage(failure as RequestError), takeFocus: true });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="about-us-title">
      <BannerArea banner={banner} onDismiss={() => setBanner(null)} />
      <FieldGrid>
        {ABOUT_US_FIELDS.map((field) => (
          <FormField
            key={field}
            label={labels[field]}
            {...bind(field)}
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
