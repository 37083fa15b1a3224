// What makes a dialog modal, for every dialog of the site: the admin screens' Dialog (Dialog.tsx)
// and the public pages' PhotoViewer. An entry of its own, @school/shared/modal, so that a public
// page downloads it only with a gallery.
import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { firstFieldIn, tabbableIn } from './focusable';

/** The dimmed page behind a dialog, centring it. */
export const ModalBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.backdrop};
`;

/**
 * Mounting the dialog's panel opens it: the focus moves in (to `initialFocus`, else the first
 * field, else the panel) and the rest of the page turns inert and stops scrolling. Unmounting
 * undoes both and gives the focus back to whatever opened the dialog. The answer is the panel's
 * keydown handler: Escape closes, Tab and Shift+Tab stay inside.
 */
export function useModal(
  panelRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    (initialFocus?.current ?? firstFieldIn(panel) ?? panel).focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    // Unreachable by Tab, clicks and screen readers. Only what this dialog made inert is
    // restored, so stacked dialogs unwind correctly.
    const madeInert = Array.from(document.body.children).filter(
      (el): el is HTMLElement => el instanceof HTMLElement && !el.contains(panel) && !el.inert,
    );
    madeInert.forEach((el) => (el.inert = true));

    return () => {
      madeInert.forEach((el) => (el.inert = false));
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [panelRef, initialFocus]);

  return function onModalKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      // Stop here so an outer dialog (React events bubble through portals) stays open.
      event.stopPropagation();
      onClose();
      return;
    }
    const panel = panelRef.current;
    if (event.key !== 'Tab' || !panel) return;
    const tabbable = tabbableIn(panel);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
