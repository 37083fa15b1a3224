// /admin/media: 'Media library'. Upload files, find them (search, kind, "Missing alt text",
// pages), give an image its alt text or mark it decorative, delete a file nothing uses.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Banner, Button, LoadingIndicator, getErrorMessage, useDeleteMediaMutation, type Media, type RequestError } from '@school/shared';
import { mediaMessages } from '@school/shared/messages/media';
import { pageTitles } from '@school/shared/routing';
import { BannerArea, type BannerMessage } from '../components/BannerArea';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { MediaEditDialog } from '../components/media/MediaEditDialog';
import { MediaFilters } from '../components/media/MediaFilters';
import { MediaGrid } from '../components/media/MediaGrid';
import { MediaPagination } from '../components/media/MediaPagination';
import { useMediaBrowser } from '../components/media/useMediaBrowser';
import { PageTitle } from '../components/PageTitle';
import { UploadWidget } from '../components/upload';

const Part = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
`;

export default function MediaLibraryPage() {
  const titleId = useId();
  const browser = useMediaBrowser({}, 24);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [editing, setEditing] = useState<Media | null>(null);
  const [toDelete, setToDelete] = useState<Media | null>(null);
  const [remove, removing] = useDeleteMediaMutation();

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
      <BannerArea banner={banner} onDismiss={() => setBanner(null)} />

      <Part aria-labelledby={`${titleId}-upload`}>
        <h2 id={`${titleId}-upload`}>Upload files</h2>
        <UploadWidget onUploaded={() => undefined} />
      </Part>

      <Part aria-labelledby={`${titleId}-files`}>
        <h2 id={`${titleId}-files`}>Files</h2>
        <MediaFilters filters={browser.filters} onChange={browser.setFilter} />
        {browser.isLoading ? (
          <LoadingIndicator />
        ) : browser.error ? (
          <Banner variant="error" message={getErrorMessage(browser.error)} />
        ) : (
          <MediaGrid
            items={browser.items}
            emptyText="No media found."
            actions={(media) => (
              <>
                <Button size="small" variant="secondary" aria-label={`Edit ${media.originalName}`} onClick={() => setEditing(media)}>
                  Edit
                </Button>
                <Button size="small" variant="danger" aria-label={`Delete ${media.originalName}`} onClick={() => setToDelete(media)}>
                  Delete
                </Button>
              </>
            )}
          />
        )}
        <MediaPagination browser={browser} pageSizes={[24, 48, 96]} />
      </Part>

      <MediaEditDialog
        media={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setBanner({ variant: 'success', message: mediaMessages.updated });
        }}
      />
      <ConfirmDeleteDialog
        name={toDelete?.originalName ?? null}
        busy={removing.isLoading}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
