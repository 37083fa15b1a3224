// The rich-text editor's refusals (admin, English; the policy: shared/src/richText/policy.ts).
// A file of its own, @school/shared/messages/rich-text: the host and the public pages load
// `messages` at start-up and never carry these bytes.
export const richTextMessages = {
  linkRequired: 'Enter the link address.',
  linkNotAllowed: 'A link must start with http://, https://, mailto: or tel:, or be an address on this site such as /contact.',
  imageNotInLibrary: 'Images can only come from the media library.',
} as const;
