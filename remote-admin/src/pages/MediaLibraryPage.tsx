// /admin/media: 'Media library'. Upload files, find them (search, kind, "Missing alt text",
// pages), give an image its alt text or mark it decorative, delete a file nothing uses, take a file
// down from everything using it. An address may ask for a search (`?q=`, a takedown request's link),
// the "Missing alt text" filter (`?missingAlt=true`), the "Not used anywhere" one (`?unused=true`)
// and open one file (`/admin/media/7`: the address is the one source of which file is open).
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Banner, Button, getErrorMessage, type Media, type RequestError } from '@school/shared';
import { useDeleteMediaMutation, useGetMediaItemQuery, useTakeDownMediaMutation } from '@school/shared/admin-api';
import { mediaMessages } from '@school/shared/messages/media';
import { adminScreenQueryOf, pageTitles } from '@school/shared/routing';
import { BannerArea, type BannerMessage } from '../components/BannerArea';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { MediaEditDialog } from '../components/media/MediaEditDialog';
import { MediaBrowserView } from '../components/media/MediaBrowserView';
import { TakedownDialog } from '../components/media/TakedownDialog';
import { takedownResult } from '../components/media/takedownResult';
import { useMediaBrowser } from '../components/media/useMediaBrowser';
import { PageTitle } from '../components/PageTitle';
import { useOpenItem } from '../components/screen/useOpenItem';
import { UploadWidget } from '../components/upload';

const Part = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
`;

export default function MediaLibraryPage() {
  const titleId = useId();
  const listQuery = adminScreenQueryOf(useLocation().search);
  const opened = useOpenItem('admin/media');
  const openId = typeof opened.item === 'number' ? opened.item : undefined;
  const browser = useMediaBrowser({ missingAlt: listQuery.missingAlt ?? false, unused: listQuery.unused ?? false, q: listQuery.q ?? '' }, 24);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  // The file open is read alone when the page shown lacks it.
  const shown = browser.items.find((media) => media.id === openId);
  const linked = useGetMediaItemQuery(openId ?? 0, { skip: openId === undefined || shown !== undefined });
  const editing = shown ?? (openId !== undefined && linked.data?.id === openId ? linked.data : null);
  const [toDelete, setToDelete] = useState<Media | null>(null);
  const [remove, removing] = useDeleteMediaMutation();
  const [toTakeDown, setToTakeDown] = useState<Media | null>(null);
  const [takeDown, takingDown] = useTakeDownMediaMutation();

  const confirmTakedown = async () => {
    if (!toTakeDown || takingDown.isLoading) return;
    try {
      setBanner({ variant: 'success', message: takedownResult(await takeDown(toTakeDown.id).unwrap()), takeFocus: true });
    } catch (error) {
      setBanner({ variant: 'error', message: getErrorMessage(error as RequestError), takeFocus: true });
    } finally {
      setToTakeDown(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete || removing.isLoading) return;
    try {
      await remove(toDelete.id).unwrap();
      setBanner({ variant: 'success', message: mediaMessages.deleted, takeFocus: true });
    } catch (error) {
      setBanner({ variant: 'error', message: getErrorMessage(error as RequestError), takeFocus: true });
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section aria-labelledby={titleId}>
      <PageTitle id={titleId}>{pageTitles['admin/media']}</PageTitle>
      {/* A save's result shows once its dialog has closed (the address's change may come later). */}
      <BannerArea banner={editing ? null : banner} onDismiss={() => setBanner(null)} />
      {!editing && linked.error && <Banner variant="error" message={getErrorMessage(linked.error)} />}

      <Part aria-labelledby={`${titleId}-upload`}>
        <h2 id={`${titleId}-upload`}>Upload files</h2>
        <UploadWidget onUploaded={() => undefined} />
      </Part>

      <Part aria-labelledby={`${titleId}-files`}>
        <h2 id={`${titleId}-files`}>Files</h2>
        <MediaBrowserView
          browser={browser}
          emptyText="No media found."
          pageSizes={[24, 48, 96]}
          actions={(media) => (
            <>
              <Button size="small" variant="secondary" aria-label={`Edit ${media.originalName}`} onClick={() => opened.open(media.id)}>
                Edit
              </Button>
              <Button size="small" variant="danger" aria-label={`Delete ${media.originalName}`} onClick={() => setToDelete(media)}>
                Delete
              </Button>
              <Button size="small" variant="danger" aria-label={`Take down ${media.originalName}`} onClick={() => setToTakeDown(media)}>
                Take down
              </Button>
            </>
          )}
        />
      </Part>

      <MediaEditDialog
        media={editing}
        onClose={opened.close}
        onSaved={() => {
          opened.close();
          setBanner({ variant: 'success', message: mediaMessages.updated });
        }}
      />
      <ConfirmDeleteDialog
        name={toDelete?.originalName ?? null}
        detail={mediaMessages.deleteForGood}
        busy={removing.isLoading}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
      <TakedownDialog media={toTakeDown} busy={takingDown.isLoading} onCancel={() => setToTakeDown(null)} onConfirm={() => void confirmTakedown()} />
    </section>
  );
}
