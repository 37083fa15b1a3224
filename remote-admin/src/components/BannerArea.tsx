// The page's one place for the green 'Successful!' / red 'Error!' banner of an action's result.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Banner } from '@school/shared';

export interface BannerMessage {
  variant: 'success' | 'error';
  message: string;
  /** The lead text, when not the spec's 'Successful!' / 'Error!'. */
  title?: string;
  /** Move the focus to the message when it appears (when what had the focus is gone). */
  takeFocus?: boolean;
}

/** A save refused because the session ended (the sign-in dialog opens meanwhile); `saveWith` names the form's save button(s). */
export const sessionExpiredBanner = (saveWith = 'Save Changes'): BannerMessage => ({
  variant: 'error',
  message: `Your session has expired. Sign in again, then press ${saveWith}: what you typed is kept.`,
});

/** A form opened again with what was typed before the session ended. */
export const restoredBanner = (saveWith = 'Save Changes'): BannerMessage => ({
  variant: 'success',
  title: 'Restored.',
  message: `What you typed before signing in again is back. Press ${saveWith} to save it.`,
});

export interface BannerAreaProps {
  banner: BannerMessage | null;
  onDismiss: () => void;
}

// Focusable (not in the tab order) so a result can take the focus and be seen and read out, for
// example after a delete whose row and button are gone.
const Area = styled.div`
  &:focus {
    outline: none;
  }
`;

export function BannerArea({ banner, onDismiss }: BannerAreaProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (banner?.takeFocus) ref.current?.focus();
  }, [banner]);
  return (
    <Area ref={ref} tabIndex={-1}>
      {banner && (
        <Banner variant={banner.variant} title={banner.title} message={banner.message} onDismiss={onDismiss} dismissLabel="Dismiss message" />
      )}
    </Area>
  );
}
