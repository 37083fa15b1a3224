// The dashboard's "Needs attention" list (admin, English): one sentence per thing to fix.
import type { DocumentCategory } from '../schemas/documentSchema';
import { documentCategoryLabels } from './documentCategoryLabels';

export { documentCategoryLabels };
export const contentHealthMessages = {
  title: 'Needs attention',
  empty: 'Nothing needs attention: the site is current, accessible and lawful.',
  loadFailed: 'The list of what needs attention could not be loaded.',
  stalePage: (title: string, schoolYear: string) => `Page “${title}” has not been updated in the ${schoolYear} school year.`,
  staleCategory: (category: DocumentCategory, schoolYear: string) => `Documents “${documentCategoryLabels[category]}” have not been updated in the ${schoolYear} school year.`,
  draft: (type: string, title: string) => `Draft ${type} “${title}” is waiting to be published.`,
  missingAlt: (where: string) => `A photo in ${where} has no alt text.`,
  unconfirmedConsent: (title: string) => `Gallery “${title}” has photos of pupils without confirmed consent.`,
  missingFile: (title: string) => `Document “${title}” has lost its file.`,
  emptyCategory: (category: DocumentCategory) => `Public-information category “${documentCategoryLabels[category]}” (Law 544/2001) has no documents.`,
  unusedMedia: (fileName: string) => `“${fileName}” in the media library is not used anywhere: use it or delete it.`,
  renewPage: (title: string, schoolYear: string) => `Page “${title}” must be renewed for the ${schoolYear} school year.`,
  rolloverDone: (schoolYear: string) => `The ${schoolYear} school year has already been started.`,
  rolloverButton: 'Start new school year',
  /** `schoolYear`: the one the server's today falls in, which the rollover starts. */
  rolloverQuestion: (schoolYear: string) => `Start the ${schoolYear} school year?`,
  rolloverExplained: (schoolYear: string) =>
    `News posts, galleries, documents and the activity sections of pages from school years before ${schoolYear} move to the archive (still on the site under Arhivă, no longer on the current pages), and the enrolment, school-year structure and scholarships pages are listed under Needs attention for renewal.`,
  rolloverStarted: (schoolYear: string, items: number, sections: number) =>
    `The ${schoolYear} school year has started: ${items} ${items === 1 ? 'item' : 'items'} and ${sections} page ${sections === 1 ? 'section' : 'sections'} moved to the archive.`,
  rolloverConfirm: 'Start it',
} as const;
