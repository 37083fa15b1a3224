// A photo list's 'Take down': the confirmation, the takedown itself (the API removes the photo from
// every item and deletes its files), and its 'Successful!' / 'Error!' banner. The photo also
// leaves the list being edited, so saving it does not name a file that no longer exists.
import { useState } from 'react';
import { getErrorMessage, type RequestError } from '@school/shared';
import { useTakeDownMediaMutation } from '@school/shared/admin-api';
import { BannerArea, type BannerMessage } from '../BannerArea';
import { TakedownDialog } from '../media/TakedownDialog';
import { takedownResult } from '../media/takedownResult';
import type { PhotoValue } from './photoValues';

export function usePhotoTakedown(onTakenDown: (photo: PhotoValue) => void) {
  const [photo, setPhoto] = useState<PhotoValue | null>(null);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [takeDown, state] = useTakeDownMediaMutation();

  const confirm = async () => {
    if (!photo || state.isLoading) return;
    try {
      const result = await takeDown(photo.id).unwrap();
      onTakenDown(photo);
      setBanner({ variant: 'success', message: takedownResult(result), takeFocus: true });
    } catch (error) {
      setBanner({ variant: 'error', message: getErrorMessage(error as RequestError), takeFocus: true });
    } finally {
      setPhoto(null);
    }
  };

  return {
    ask: setPhoto,
    banner: <BannerArea banner={banner} onDismiss={() => setBanner(null)} />,
    dialog: (
      <TakedownDialog
        media={photo && { originalName: photo.name, kind: 'IMAGE' }}
        busy={state.isLoading}
        onCancel={() => setPhoto(null)}
        onConfirm={() => void confirm()}
      />
    ),
  };
}
