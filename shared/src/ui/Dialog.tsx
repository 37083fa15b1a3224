import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { firstFieldIn, tabbableIn } from './focusable';

export type DialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** The screen's own actions, for example `Close` and `Save Changes`. */
  footer?: ReactNode;
  /** Accessible name of the × button in the header. */
  closeLabel?: string;
};

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.backdrop};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 36rem;
  max-height: calc(100vh - 2rem);
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.dialog};

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

const CloseButton = styled.button`
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  border: none;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  overflow-y: auto;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * A modal dialog drawn in a portal. Built by hand rather than on <dialog>.showModal() so it
 * behaves the same in jsdom tests as in browsers. The backdrop does not close it: a stray click
 * must not throw away what an admin typed.
 */
export function Dialog(props: DialogProps) {
  return props.open ? createPortal(<OpenDialog {...props} />, document.body) : null;
}

function OpenDialog({ title, onClose, children, footer, closeLabel = 'Close' }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);

  // Mounting = opening: move focus in, lock the page behind; unmounting undoes both and gives
  // focus back to whatever opened the dialog.
  useEffect(() => {
    const panel = panelRef.current;
    const backdrop = backdropRef.current;
    if (!panel || !backdrop) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    (firstFieldIn(panel) ?? panel).focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    // Everything else in the page becomes inert: unreachable by Tab, clicks and screen readers.
    // Only what this dialog made inert is restored, so stacked dialogs unwind correctly.
    const madeInert = Array.from(document.body.children).filter(
      (el) => !el.contains(backdrop) && !el.hasAttribute('inert'),
    );
    madeInert.forEach((el) => el.setAttribute('inert', ''));

    return () => {
      madeInert.forEach((el) => el.removeAttribute('inert'));
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // Stop here so an outer dialog (React events bubble through portals) stays open.
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const tabbable = tabbableIn(panelRef.current);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <Backdrop ref={backdropRef}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Backdrop>
  );
}
