// 'Add news post' / 'Edit news post': title, place, date, school year, body, cover image and
// photos; Save draft, Publish now, Schedule (publish at a time), Unpublish, Preview. Leaving with
// unsaved changes asks first. Every photo needs its alt text (unless decorative) before a save.
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Banner, Button, FormField, SelectField, useAddNewsPostMutation, useUpdateNewsPostMutation, type NewsPost } from '@school/shared';
import { contentAdminMessages as m } from '@school/shared/messages/content-admin';
import { newsInputSchema } from '@school/shared/schemas';
import { statusLabel } from '../../components/content/ContentScreen';
import { PhotoListEditor } from '../../components/content/PhotoListEditor';
import { PreviewDialog, type PreviewContent } from '../../components/content/PreviewDialog';
import { schoolYearChoices } from '../../components/content/schoolYears';
import { useLeaveGuard } from '../../components/content/useLeaveGuard';
import { FieldGrid } from '../../components/PageTitle';
import { useAdminForm } from '../../components/useAdminForm';
import { CoverImageField } from './CoverImageField';
import { emptyNews, newsToInput, newsToValues, type NewsValues } from './newsValues';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Part = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: ${({ theme }) => theme.radii.small};
  padding: ${({ theme }) => theme.space.md};
  min-width: 0;
  legend {
    font-weight: 600;
  }
`;

type Intent = 'draft' | 'publish' | 'schedule' | 'unpublish';

export interface NewsEditorProps {
  /** The post being edited; undefined when adding. */
  post?: NewsPost;
  onSaved: (message: string) => void;
  onBack: () => void;
}

const sameValues = (a: NewsValues, b: NewsValues) => JSON.stringify(a) === JSON.stringify(b);

export function NewsEditor({ post, onSaved, onBack }: NewsEditorProps) {
  const formId = useId();
  const [initial] = useState(() => (post ? newsToValues(post) : emptyNews()));
  const [add, adding] = useAddNewsPostMutation();
  const [update, updating] = useUpdateNewsPostMutation();
  const busy = adding.isLoading || updating.isLoading;
  const { form, banner, dismissBanner, save, showBanner } = useAdminForm({
    schema: newsInputSchema,
    toInput: newsToInput,
    initialValues: initial,
    draftKey: 'admin/news',
    restored: false,
    bannersTakeFocus: true,
    busy,
  });
  const [tried, setTried] = useState<Intent | null>(null);
  const [preview, setPreview] = useState<PreviewContent | null>(null);
  const [saved, setSaved] = useState(false);
  const guard = useLeaveGuard(!saved && !sameValues(form.values, initial));
  const { values } = form;

  const send = async (intent: Intent) => {
    setTried(intent);
    let publishAt: string | null = null;
    if (intent === 'schedule') {
      const time = Date.parse(values.publishAt);
      if (Number.isNaN(time) || time <= Date.now()) {
        form.submit();
        showBanner({ variant: 'error', message: m.publishAtRequired });
        return;
      }
      publishAt = new Date(time).toISOString();
    }
    const status = intent === 'draft' || intent === 'unpublish' ? 'DRAFT' : 'PUBLISHED';
    const ok = await save(
      (input) => (post ? update({ ...input, status, publishAt, id: post.id }).unwrap() : add({ ...input, status, publishAt }).unwrap()),
      post?.id,
    );
    if (!ok) return;
    setSaved(true);
    const results: Record<Intent, string> = {
      draft: m.draftSaved,
      publish: m.published,
      schedule: m.scheduled(new Date(publishAt ?? 0).toLocaleString('en-GB')),
      unpublish: m.unpublished,
    };
    onSaved(results[intent]);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send('draft');
  };

  const photoError = form.errors.images ?? form.errors.coverImage;
  const showPhotoErrors = tried !== null;
  const isPublished = post !== undefined && statusLabel(post) !== 'Draft';

  return (
    <section aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{post ? `Edit news post: ${post.title}` : 'Add news post'}</h2>
      {banner && <Banner variant={banner.variant} title={banner.title} message={banner.message} onDismiss={dismissBanner} dismissLabel="Dismiss message" />}
      <form id={formId} noValidate onSubmit={onSubmit}>
        <FieldGrid>
          <FormField label="Title" {...form.bind('title')} />
          <FormField label="Place" {...form.bind('place')} />
          <FormField label="Date" type="date" {...form.bind('date')} />
          <SelectField
            label="School year"
            {...form.bind('schoolYear')}
            placeholderOption="From the date"
            options={schoolYearChoices().map((year) => ({ value: year, label: year }))}
          />
          <FormField label="Body" multiline rows={12} {...form.bind('body')} />
          <Part>
            <legend>Cover image</legend>
            <CoverImageField photo={values.coverImage} onChange={(photo) => form.setField('coverImage', photo)} showErrors={showPhotoErrors} consentRequired={tried === 'publish' || tried === 'schedule'} />
          </Part>
          <Part>
            <legend>Photos</legend>
            <PhotoListEditor
              label="Photos"
              photos={values.images}
              onChange={(photos) => form.setField('images', photos)}
              showErrors={showPhotoErrors}
              consentRequired={tried === 'publish' || tried === 'schedule'}
              error={photoError}
            />
          </Part>
          <FormField label="Publish at" type="datetime-local" {...form.bind('publishAt')} />
        </FieldGrid>
        <Actions>
          <Button type="submit" variant="secondary" busy={busy && tried === 'draft'}>
            Save draft
          </Button>
          <Button onClick={() => void send('publish')} busy={busy && tried === 'publish'}>
            Publish now
          </Button>
          <Button variant="secondary" onClick={() => void send('schedule')} busy={busy && tried === 'schedule'}>
            Schedule
          </Button>
          {isPublished && (
            <Button variant="secondary" onClick={() => void send('unpublish')} busy={busy && tried === 'unpublish'}>
              Unpublish
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() =>
              setPreview({
                title: values.title,
                meta: [values.place, values.date].filter(Boolean).join(', '),
                body: values.body,
                images: [...(values.coverImage ? [values.coverImage] : []), ...values.images].map((photo) => ({ url: photo.thumbnail, alt: photo.decorative ? '' : photo.alt })),
              })
            }
          >
            Preview
          </Button>
          <Button variant="link" onClick={() => guard.ask(onBack)}>
            Back to all news
          </Button>
        </Actions>
      </form>
      <PreviewDialog content={preview} onClose={() => setPreview(null)} />
      {guard.dialog}
    </section>
  );
}
