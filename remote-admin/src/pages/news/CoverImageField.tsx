// A news post's cover image: chosen from the media library (or uploaded there), with its fields.
import { useState } from 'react';
import { Button } from '@school/shared';
import { PhotoFields } from '../../components/content/PhotoFields';
import { photoFromMedia, type PhotoValue } from '../../components/content/photoValues';
import { MediaPickerDialog } from '../../components/media';

export interface CoverImageFieldProps {
  photo: PhotoValue | null;
  onChange: (photo: PhotoValue | null) => void;
  showErrors: boolean;
  consentRequired: boolean;
}

export function CoverImageField({ photo, onChange, showErrors, consentRequired }: CoverImageFieldProps) {
  const [picking, setPicking] = useState(false);
  return (
    <div>
      {photo && (
        <>
          <img src={photo.thumbnail} alt="" style={{ width: '12rem', maxWidth: '100%' }} />
          <p>{photo.name}</p>
          <PhotoFields photo={photo} onChange={onChange} showErrors={showErrors} consentRequired={consentRequired} />
        </>
      )}
      <Button variant="secondary" onClick={() => setPicking(true)}>
        {photo ? 'Change cover image' : 'Choose cover image'}
      </Button>{' '}
      {photo && (
        <Button variant="danger" onClick={() => onChange(null)}>
          Remove cover image
        </Button>
      )}
      <MediaPickerDialog
        open={picking}
        title="Choose cover image"
        onClose={() => setPicking(false)}
        onPick={([media]) => {
          if (media) onChange(photoFromMedia(media));
          setPicking(false);
        }}
      />
    </div>
  );
}
