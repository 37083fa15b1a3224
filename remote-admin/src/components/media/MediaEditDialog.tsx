// "Media Details": a file's alt text and whether it is decorative, saved with PUT /api/media/{id}.
import { useEffect, useId } from 'react';
import { FormField, type Media } from '@school/shared';
import { useUpdateMediaMutation } from '@school/shared/admin-api';
import { mediaUpdateSchema } from '@school/shared/schemas';
import { CheckRow } from '../CheckRow';
import { FormDialog } from '../FormDialog';
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
  const id = useId();
  const [update, { isLoading }] = useUpdateMediaMutation();
  const { form, banner, dismissBanner, save } = useAdminForm({
    schema: mediaUpdateSchema,
    initialValues: { alt: '', decorative: false } as MediaValues,
    bannersTakeFocus: false,
    busy: isLoading,
  });
  const { reset } = form;
  useEffect(() => {
    if (media) reset({ alt: media.alt, decorative: media.decorative });
  }, [media, reset]);

  const onSave = async () => {
    if (!media) return;
    if (await save((input) => update({ id: media.id, ...input }).unwrap())) onSaved();
  };

  return (
    <FormDialog title={media ? 'Media Details' : null} banner={banner} onDismissBanner={dismissBanner} scopeId={form.scopeId} busy={isLoading} onClose={onClose} onSave={() => void onSave()}>
      {media && (
        <>
          <p>{media.originalName}</p>
          {media.kind === 'IMAGE' && (
            <>
              <FormField label="Alt text" {...form.bind('alt')} multiline rows={3} disabled={form.values.decorative} />
              <CheckRow>
                <input id={`${id}-decorative`} type="checkbox" checked={form.values.decorative} onChange={(event) => form.setField('decorative', event.target.checked)} />
                <label htmlFor={`${id}-decorative`}>Decorative image</label>
              </CheckRow>
            </>
          )}
        </>
      )}
    </FormDialog>
  );
}
