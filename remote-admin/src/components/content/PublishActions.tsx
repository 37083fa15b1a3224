// A content editor's buttons: the form's submit (Save draft, or Save changes for an item on the
// site or scheduled: Enter must never take a page off the site), Publish now, Schedule (when the
// editor has a publish time), Unpublish (when the item is on the site or scheduled), Preview (when it has one),
// and Back to the list.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@school/shared';
import { submitLabelOf, type Intent } from './useContentEditor';

// Sticky at the bottom of the view: on a phone the save buttons were a long page's scroll away.
const Actions = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};

  /* One row that scrolls sideways on a phone, so the bar keeps most of the screen for the fields;
     contained, the row's length does not widen the page. */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    flex-wrap: nowrap;
    overflow-x: auto;
    contain: inline-size;
    & > * {
      flex-shrink: 0;
    }
  }
`;

export interface PublishActionsProps {
  /** What the submit button (and Enter in a field) does: keep the item as it is. */
  submitIntent: Intent;
  onIntent: (intent: Intent) => void;
  busyWith: (intent: Intent) => boolean;
  canSchedule: boolean;
  onPreview?: () => void;
  backLabel: string;
  onBack: () => void;
  /** More buttons before Back (Revisions). */
  children?: ReactNode;
}

export function PublishActions({ submitIntent, onIntent, busyWith, canSchedule, onPreview, backLabel, onBack, children }: PublishActionsProps) {
  return (
    <Actions>
      <Button type="submit" variant="secondary" busy={busyWith(submitIntent)}>
        {submitLabelOf(submitIntent)}
      </Button>
      <Button onClick={() => onIntent('publish')} busy={busyWith('publish')}>
        Publish now
      </Button>
      {canSchedule && (
        <Button variant="secondary" onClick={() => onIntent('schedule')} busy={busyWith('schedule')}>
          Schedule
        </Button>
      )}
      {submitIntent !== 'draft' && (
        <Button variant="secondary" onClick={() => onIntent('unpublish')} busy={busyWith('unpublish')}>
          Unpublish
        </Button>
      )}
      {onPreview && (
        <Button variant="secondary" onClick={onPreview}>
          Preview
        </Button>
      )}
      {children}
      <Button variant="link" onClick={onBack}>
        {backLabel}
      </Button>
    </Actions>
  );
}
