import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { CloseButton } from './CloseButton';
import { ModalBackdrop, useModal } from './modal';

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

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 36rem;
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space.md});
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

// React passes events up through a portal to the components that drew it: a form in the
// dialog would otherwise also submit the screen's form behind it (a link applied saved the post).
const keepSubmitInDialog = (event: FormEvent) => event.stopPropagation();

function OpenDialog({ title, onClose, children, footer, closeLabel = 'Close' }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useModal(panelRef, onClose);
  return (
    <ModalBackdrop>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onSubmit={keepSubmitInDialog}
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
    </ModalBackdrop>
  );
}
