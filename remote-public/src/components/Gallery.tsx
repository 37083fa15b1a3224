import { lazy, Suspense, useEffect } from 'react';
import styled from 'styled-components';
import { croppedPhoto } from './recurringStyles';
import { askForPart, publicMessages, theme, VisuallyHidden } from '@school/shared';
import type { Photo } from '@school/shared';
import { PhotoImage } from './PhotoImage';
import { PhotoTakedownLink, type PhotosOf } from './PhotoTakedownLink';
import { useViewerEntry } from './useViewerEntry';

// The viewer's code is not part of the page's: it is asked for once a gallery is on the page, so
// that a first tap opens it without another round trip (and the renderer, which records every
// script a page loads, lists it for the pre-rendered page's loader to fetch with the others).
const loadViewer = () => askForPart('photo-viewer', () => import(/* webpackChunkName: "photo-viewer" */ './PhotoViewer'));
const PhotoViewer = lazy(() => loadViewer().then((module) => ({ default: module.PhotoViewer })));

interface GalleryProps {
  /** Names the gallery for screen readers and titles the viewer. */
  label: string;
  images: readonly Photo[];
  /** How many leading images load at once (the rest load lazily). Default 0: all lazy. */
  eagerCount?: number;
  /** A gallery's photos, or a news post's (the takedown link names which). */
  of?: PhotosOf;
}

/** A grid of photos; each opens large in the PhotoViewer. */
export function Gallery({ label, images: photos, eagerCount = 0, of = 'gallery' }: GalleryProps) {
  const { open, show, close } = useViewerEntry(label);
  useEffect(() => {
    // A failed fetch is tried again when a photo is opened (the viewer's own import).
    loadViewer().catch(() => {});
  }, []);
  // A photo taken down (or whose file is gone) has no file left to show: it is left out.
  const images = photos.filter((photo) => photo.url !== null || photo.variants.length > 0);
  if (images.length === 0) return null;
  return (
    <>
      <Grid aria-label={label}>
        {images.map((photo, i) => (
          <li key={photo.id}>
            <Thumb type="button" onClick={() => show(i)}>
              <VisuallyHidden>{publicMessages.enlargePhoto}</VisuallyHidden>
              <PhotoImage
                photo={photo}
                sizes={`(max-width: ${theme.breakpoints.phone}) 50vw, 240px`}
                loading={i < eagerCount ? undefined : 'lazy'}
                fetchPriority={i < eagerCount ? 'high' : undefined}
                decoding="async"
              />
            </Thumb>
          </li>
        ))}
      </Grid>
      <TakedownLine>
        <PhotoTakedownLink gallery={label} of={of} />
      </TakedownLine>
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoViewer label={label} images={images} index={open} onIndexChange={show} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.sm};

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  }
`;

const TakedownLine = styled.p`
  margin-top: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};

  /* A 24 px target (WCAG 2.2) for a parent's thumb. */
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xxs} 0;
  }
`;

const Thumb = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  cursor: zoom-in;
  overflow: hidden;

  img {
    ${croppedPhoto}
  }

  &:hover img {
    opacity: 0.9;
  }
`;
