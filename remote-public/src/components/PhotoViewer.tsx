import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { theme } from '@school/shared';
import { ModalBackdrop, useModal } from '@school/shared/modal';
import type { Photo } from '@school/shared';
import { PhotoImage } from './PhotoImage';

interface PhotoViewerProps {
  /** Names the dialog, e.g. the gallery's title. */
  label: string;
  images: readonly Photo[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** The widest the viewer shows a photo. */
const VIEWER_WIDTH = '1000px';

/**
 * A modal dialog showing one photo large (shared's modal behaviour: focus on the close button,
 * Tab stays inside, Escape closes, the focus goes back to the opener). ←/→ show the previous and
 * next photo (wrapping); a click beside the photo closes.
 */
export function PhotoViewer({ label, images, index, onIndexChange, onClose }: PhotoViewerProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onModalKeyDown = useModal(dialogRef, onClose, closeRef);
  const count = images.length;
  const photo = images[index];

  // The photo last asked for: a change of photo is a navigation (useViewerEntry), which React draws
  // as a transition, so a second key pressed before it is drawn steps from here, not from `index`.
  // Only this viewer changes the photo while it is open (Back closes it, Forward opens it anew).
  const asked = useRef(index);
  const show = (next: number) => {
    asked.current = (next + count) % count;
    onIndexChange(asked.current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step !== 0 && count > 1) {
      event.preventDefault();
      show(asked.current + step);
    } else {
      onModalKeyDown(event);
    }
  };

  useEffect(() => {
    if (!photo) onClose();
  }, [photo, onClose]);
  if (!photo) return null;

  return createPortal(
    <Backdrop onClick={(e) => e.target === e.currentTarget && onClose()}>
      <Dialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <Header>
          <Title id={titleId}>
            {label}: foto {index + 1} din {count}
          </Title>
          <ViewerButton ref={closeRef} type="button" onClick={onClose}>
            Închide
          </ViewerButton>
        </Header>
        <Figure>
          <BigImage photo={photo} sizes={`(max-width: ${theme.breakpoints.tablet}) 100vw, 960px`} />
          <figcaption>{photo.alt}</figcaption>
        </Figure>
        {count > 1 && (
          <Controls>
            <ViewerButton type="button" onClick={() => show(asked.current - 1)}>
              <span aria-hidden="true">← </span>Fotografia anterioară
            </ViewerButton>
            <ViewerButton type="button" onClick={() => show(asked.current + 1)}>
              Fotografia următoare<span aria-hidden="true"> →</span>
            </ViewerButton>
          </Controls>
        )}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}

const Backdrop = styled(ModalBackdrop)`
  padding: ${({ theme }) => theme.space.sm};
`;

const Dialog = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: min(${VIEWER_WIDTH}, 100%);
  max-height: 100%;
  overflow: auto;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

const Figure = styled.figure`
  margin: 0;
  text-align: center;

  figcaption {
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const BigImage = styled(PhotoImage)`
  display: block;
  margin: 0 auto;
  max-height: 70vh;
  width: auto;
  max-width: 100%;
  height: auto;
  object-fit: contain;
`;

const Controls = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const ViewerButton = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
