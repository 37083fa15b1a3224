// Choosing images from the media library, or uploading new ones on the spot: the rich-text
// editor's onPickImage, a news post's cover and photos, a gallery's photos. `multiple` lets several
// be chosen at once. Chosen images are uploaded at once (no second button to find on a phone) and
// selected as they are in, in the order chosen; each one's alt text is asked meanwhile, and what
// is typed there goes with the image picked.
import { useState } from 'react';
import styled from 'styled-components';
import { Button, VisuallyHidden, type Media } from '@school/shared';
import { AdminDialog } from '@school/shared/admin-ui';
import { UploadWidget } from '../upload';
import { MediaBrowserView } from './MediaBrowserView';
import { useMediaBrowser } from './useMediaBrowser';

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

export interface MediaPickerDialogProps {
  open: boolean;
  /** The dialog's title, e.g. 'Choose photos'. */
  title: string;
  multiple?: boolean;
  onClose: () => void;
  /** The images chosen, in the order they were chosen. */
  onPick: (images: Media[]) => void;
}

export function MediaPickerDialog(props: MediaPickerDialogProps) {
  return props.open ? <OpenPicker {...props} /> : null;
}

function OpenPicker({ title, multiple = false, onClose, onPick }: MediaPickerDialogProps) {
  const browser = useMediaBrowser({ kind: 'IMAGE' }, 12);
  const [chosen, setChosen] = useState<Media[]>([]);
  const isChosen = (media: Media) => chosen.some((item) => item.id === media.id);
  const toggle = (media: Media) =>
    setChosen((current) =>
      current.some((item) => item.id === media.id) ? current.filter((item) => item.id !== media.id) : multiple ? [...current, media] : [media],
    );
  const onUploaded = (media: Media) => {
    if (media.kind === 'IMAGE') setChosen((current) => (multiple ? [...current.filter((item) => item.id !== media.id), media] : [media]));
  };
  const onDescribed = (media: Media) => setChosen((current) => current.map((item) => (item.id === media.id ? media : item)));

  return (
    <AdminDialog
      open
      title={title}
      onClose={onClose}
      closeLabel="Close dialog"
      dismissText="Cancel"
      action={{ label: multiple ? `Use ${chosen.length} selected` : 'Use selected image', disabled: chosen.length === 0, onClick: () => onPick(chosen) }}
    >
      <Section aria-label="Upload new images">
        <h3>Upload new images</h3>
        <Note>
          {multiple
            ? 'The images you choose are uploaded at once and selected. Write what each one shows in its Alt text.'
            : 'The image you choose is uploaded at once and selected. Write what it shows in its Alt text.'}
        </Note>
        <UploadWidget
          uploadAtOnce
          multiple={multiple}
          onUploaded={onUploaded}
          onDescribed={onDescribed}
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          label="Choose images to upload"
        />
      </Section>
      <Section aria-label="Images in the library">
        <h3>Images in the library</h3>
        <MediaBrowserView
          browser={browser}
          showKind={false}
          emptyText="No images found."
          pageSizes={[12, 24, 48]}
          actions={(media) => (
            <Button size="small" variant={isChosen(media) ? 'primary' : 'secondary'} aria-pressed={isChosen(media)} onClick={() => toggle(media)}>
              Select <VisuallyHidden>{media.originalName}</VisuallyHidden>
            </Button>
          )}
        />
      </Section>
    </AdminDialog>
  );
}
