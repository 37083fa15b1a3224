// "Media Details": a file's alt text and whether it is decorative, saved with PUT /api/media/{id}.
import { useEffect, useId, type FormEvent } from 'react';
import { Banner, Button, FormField, useUpdateMediaMutation, type Media } from '@school/shared';
import { Dialog } from '@school/shared/admin-ui';
import { mediaUpdateSchema } from '@school/shared/schemas';
import { FieldGrid } from '../PageTitle';
import { useAdminForm } from '../useAdminForm';

interface MediaValues {
  alt: string;
  decorative: boolean;
}

export interface MediaEditDialogProps {
  /** The file being edited; null when closed. */
  media: Media | null;
  onClose: () => void;
  onSaved: () => void;
}

export function MediaEditDialog({ media, onClose, onSaved }: MediaEditDialogProps) {
  const formId = useId();
  const [update, { isLoading }] = useUpdateMediaMutation();
  const { form, banner, dismissBanner, save } = useAdminForm({
    schema: mediaUpdateSchema,
    initialValues: { alt: '', decorative: false } as MediaValues,
    draftKey: 'admin/media',
    restored: false,
    bannersTakeFocus: false,
    busy: isLoading,
  });
  const { reset } = form;
  useEffect(() => {
    if (media) reset({ alt: media.alt, decorative: media.decorative });
  }, [media, reset]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!media) return;
    if (await save((input) => update({ id: media.id, ...input }).unwrap(), media.id)) onSaved();
  };

  return (
    <Dialog
      open={media !== null}
      title="Media Details"
      onClose={onClose}
      closeLabel="Close dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form={formId} busy={isLoading}>
            Save Changes
          </Button>
        </>
      }
    >
      {banner && <Banner variant={banner.variant} title={banner.title} message={banner.message} onDismiss={dismissBanner} dismissLabel="Dismiss message" />}
      {media && (
        <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
          <FieldGrid>
            <p>{media.originalName}</p>
            {media.kind === 'IMAGE' && (
              <>
                <FormField label="Alt text" {...form.bind('alt')} multiline rows={3} disabled={form.values.decorative} />
                <label>
                  <input type="checkbox" checked={form.values.decorative} onChange={(event) => form.setField('decorative', event.target.checked)} />{' '}
                  Decorative image
                </label>
              </>
            )}
          </FieldGrid>
        </form>
      )}
    </Dialog>
  );
}
