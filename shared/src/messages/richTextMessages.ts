// The rich-text editor's refusals (the policy: shared/src/richText/policy.ts). Apart from
// userMessages.ts so that only the screens with an editor download them: the host and the public
// pages load `messages` at start-up. Reached through @school/shared/rich-text.
export const richTextMessages = {
  linkRequired: 'Enter the link address.',
  linkNotAllowed: 'A link must start with http://, https://, mailto: or tel:, or be an address on this site such as /contact.',
  imageNotInLibrary: 'Images can only come from the media library.',
} as const;
