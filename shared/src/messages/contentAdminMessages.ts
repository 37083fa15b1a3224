// The editors' content screens' own texts (admin, English): results of a save, the questions they
// ask. The content's rules and the API's refusals are in contentMessages.
export const contentAdminMessages = {
  draftSaved: 'Draft saved.',
  published: 'Published.',
  scheduled: (when: string) => `Scheduled: it will be published on ${when}.`,
  unpublished: 'Unpublished: it is a draft again.',
  changesSaved: 'Changes saved.',
  restored: 'Restored.',
  /** The delete confirmation's second sentence, after the spec's 'Are you sure to delete {name}?'. */
  deleteToTrash: 'It goes to the Trash, where it can be restored for 30 days.',
  /** The same for an item deleted for good from the Trash. */
  purgeForGood: 'It cannot be restored afterwards.',
  trashKept: 'Items here are deleted for good 30 days after they were deleted.',
  altRequired: 'Alt text is required, unless the image is decorative.',
  consentRequired: 'Confirm the parents’ consent for a photo that shows pupils, or remove it, before publishing.',
  publishAtRequired: 'Choose the date and time to publish at, in the future.',
  unsavedTitle: 'Unsaved changes',
  unsavedQuestion: 'You have unsaved changes. Leave without saving them?',
  galleryWhere:
    'A gallery shows on the site where a page’s Photos section shows it (Pages → the page → Add section → Photos), and in the archive once its school year is past.',
  galleryShownOn: 'Shown on:',
  galleryShownOnOncePublished: 'Shown, once published, on:',
  galleryOnNoPage: 'No page shows it yet.',
  sectionArchived: (schoolYear: string) =>
    `In the archive: the school year ${schoolYear} has ended, so visitors see this section under Arhivă, not on the page. Choose the current school year to show it here again.`,
  removeSectionQuestion: (name: string) => `Remove ${name}? What it holds leaves the page when you save.`,
  restoreQuestion: (when: string, author: string) =>
    `Restore the version of ${when}, by ${author}? It replaces the current one at once, on the site too if the item is published.`,
} as const;
