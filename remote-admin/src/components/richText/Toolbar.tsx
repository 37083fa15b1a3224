import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import type { RefObject } from 'react';
import styled from 'styled-components';
import { focusRing } from '@school/shared';
import { toolbarActions, type ToolbarHandlers } from './toolbarActions';
import { useRovingFocus } from './useRovingFocus';

export type ToolbarProps = {
  editor: Editor;
  handlers: ToolbarHandlers;
  /** The editor's label: the toolbar is named after it ("Body formatting"). */
  label: string;
  /** The toolbar's element, for Alt+F10 (focusToolbar). */
  containerRef: RefObject<HTMLDivElement | null>;
};

// Sticky: on a phone the text runs longer than a screen, and the buttons stay in reach above it.
const Bar = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ theme }) => theme.colors.inputBorder};
  border-bottom: none;
  border-radius: ${({ theme }) => `${theme.radii.small} ${theme.radii.small} 0 0`};
  background: ${({ theme }) => theme.colors.surface};

  /* One row that scrolls sideways on a phone: wrapped, its buttons took eight rows (~360 px).
     Contained, the row's length does not widen the form (and so the page) around it. */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    flex-wrap: nowrap;
    overflow-x: auto;
    contain: inline-size;
  }
`;

const ToolButton = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.small};
  white-space: nowrap;
  flex-shrink: 0;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.inputBorder};
  }

  /* Pressed is shown by a filled background and a border, not by colour alone. */
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }

  ${focusRing('focus', 'inset')}
`;

/** The formatting toolbar: role="toolbar", one Tab stop, arrow keys between its buttons. */
export function Toolbar({ editor, handlers, label, containerRef }: ToolbarProps) {
  const actions = toolbarActions.filter((action) => action.id !== 'image' || handlers.pickImage);
  // Re-render with the selection: which buttons are pressed, which table buttons show.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      actions.map((action) => ({
        shown: action.shownWhen?.(current) ?? true,
        pressed: action.isActive?.(current),
      })),
    equalityFn: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  });
  const visible = actions.filter((_, index) => state?.[index]?.shown);
  const { onKeyDown, itemProps } = useRovingFocus(visible.length, containerRef);

  return (
    <Bar role="toolbar" aria-label={`${label} formatting`} ref={containerRef} onKeyDown={onKeyDown}>
      {visible.map((action, index) => {
        const pressed = state?.[actions.indexOf(action)]?.pressed;
        return (
          <ToolButton
            key={action.id}
            type="button"
            {...itemProps(index)}
            aria-pressed={pressed}
            aria-haspopup={action.opensDialog ? 'dialog' : undefined}
            aria-keyshortcuts={action.shortcut?.aria}
            title={action.shortcut ? `${action.label} (${action.shortcut.shown})` : undefined}
            // A click keeps the editor's selection: the button must not take it away first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => action.run(editor, handlers)}
          >
            {action.label}
          </ToolButton>
        );
      })}
    </Bar>
  );
}
