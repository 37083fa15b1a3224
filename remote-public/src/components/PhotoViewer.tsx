import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import type { Photo } from '../content/types';

interface PhotoViewerProps {
  /** Names the dialog, e.g. the gallery's title. */
  label: string;
  images: readonly Photo[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A modal dialog showing one photo large. Keyboard: ←/→ previous/next (wrapping), Escape closes,
 * Tab stays inside. Focus goes to the close button on open and back to the opener on close.
 */
export function PhotoViewer({ label, images, index, onIndexChange, onClose }: PhotoViewerProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const photo = images[index];

  // While open: the rest of the page is inert and does not scroll. Remember who opened the viewer
  // and give focus back to it when the viewer goes away.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const backdrop = dialogRef.current?.parentElement;
    const others = Array.from(document.body.children).filter(
      (el): el is HTMLElement => el instanceof HTMLElement && el !== backdrop && !el.inert,
    );
    others.forEach((el) => (el.inert = true));
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      others.forEach((el) => (el.inert = false));
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const show = (next: number) => onIndexChange((next + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'ArrowRight' && count > 1) {
      event.preventDefault();
      show(index + 1);
    } else if (event.key === 'ArrowLeft' && count > 1) {
      event.preventDefault();
      show(index - 1);
    } else if (event.key === 'Tab') {
      trapTab(event, dialogRef.current);
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
          <CloseButton ref={closeRef} type="button" onClick={onClose}>
            Închide
          </CloseButton>
        </Header>
        <Figure>
          <BigImage src={photo.src} srcSet={photo.srcSet} sizes="(max-width: 64em) 100vw, 960px" width={photo.width} height={photo.height} alt={photo.alt} />
          <figcaption>{photo.alt}</figcaption>
        </Figure>
        {count > 1 && (
          <Controls>
            <NavButton type="button" onClick={() => show(index - 1)}>
              <span aria-hidden="true">← </span>Fotografia anterioară
            </NavButton>
            <NavButton type="button" onClick={() => show(index + 1)}>
              Fotografia următoare<span aria-hidden="true"> →</span>
            </NavButton>
          </Controls>
        )}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function trapTab(event: KeyboardEvent, container: HTMLElement | null) {
  if (!container) return;
  const items = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.backdrop};
`;

const Dialog = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: min(1000px, 100%);
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

const BigImage = styled.img`
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

const CloseButton = styled(ViewerButton)``;
const NavButton = styled(ViewerButton)``;
