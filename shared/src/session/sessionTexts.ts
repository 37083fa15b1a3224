// What the sign-in, sign-out and expired-session parts of the screens say (English, as the
// sign-in screens and the admin area are). The public navbar's Romanian words live in its component.

export const sessionTexts = {
  /** Inside an admin form whose save the API refused for want of a session. */
  expired: 'Your session has expired. Sign in again, then press Save Changes: what you typed is kept.',
  /** The sign-in-again dialog of the admin area. */
  expiredTitle: 'Session expired',
  expiredIntro: 'Your session has expired. Sign in again to go on; nothing you typed is lost.',
  /** A form brought back with what was typed before a sign-in. */
  draftRestored: 'What you typed before signing in again is back. Press Save Changes to save it.',
  signedInAs: (name: string) => `You are signed in as ${name}.`,
  accountCreated: 'Your account was created. Sign in with your new username and password.',
} as const;
