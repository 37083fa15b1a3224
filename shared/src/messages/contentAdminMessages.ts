// The editors' content screens' own texts (admin, English): results of a save, the questions they
// ask. The content's rules and the API's refusals are in contentMessages.
export const contentAdminMessages = {
  draftSaved: 'Draft saved.',
  published: 'Published.',
  scheduled: (when: string) => `Scheduled: it will be published on ${when}.`,
  unpublished: 'Unpublished: it is a draft again.',
  restored: 'Restored.',
  altRequired: 'Alt text is required, unless the image is decorative.',
  consentRequired: 'Confirm the parents’ consent for a photo that shows pupils, or remove it, before publishing.',
  publishAtRequired: 'Choose the date and time to publish at, in the future.',
  unsavedTitle: 'Unsaved changes',
  unsavedQuestion: 'You have unsaved changes. Leave without saving them?',
  sectionArchived: (schoolYear: string) =>
    `In the archive: the school year ${schoolYear} has ended, so visitors see this section under Arhivă, not on the page. Choose the current school year to show it here again.`,
} as const;
