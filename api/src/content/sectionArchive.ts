// Which page sections the school-year rollover moves to the archive: an activity's text and photos
// tagged with a school year before the latest one started. Nothing is stored: a section re-tagged
// with the current year is back on its page. The pages each year renews keep theirs until an editor
// renews them (the health list asks for it), and document lists stay on their page, as archived
// documents stay listed (a regulation of a past year may still be in force).
import { YEARLY_PAGE_KEYS } from '@school/shared/schemas';
import type { PageSectionInput } from '@school/shared/types';

type Tagged = Pick<PageSectionInput, 'kind' | 'schoolYear'>;

/** Whether the section of page `pageKey` is tagged with a school year before `schoolYear`, and of a kind the archive takes. */
export function archivableBefore(pageKey: string, section: Tagged, schoolYear: string): boolean {
  return section.schoolYear !== null && section.schoolYear < schoolYear && section.kind !== 'documents' && !(YEARLY_PAGE_KEYS as readonly string[]).includes(pageKey);
}

/** Whether the section is in the archive, `startedYear` being the latest school year started (undefined before any). */
export const isArchivedSection = (pageKey: string, section: Tagged, startedYear: string | undefined): boolean =>
  startedYear !== undefined && archivableBefore(pageKey, section, startedYear);
