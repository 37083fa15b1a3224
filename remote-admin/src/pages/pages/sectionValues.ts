// A page's section as its editor holds it, and what the API's schema takes from it: a rich-text
// section sends its body, a documents section its documents' ids, a photos section its gallery.
import type { SitePage, PageSection, SectionKind } from '@school/shared';

export interface SectionValue {
  /** Stable while the editor is open, for React and the focus after a move. */
  key: number;
  kind: SectionKind;
  title: string;
  schoolYear: string;
  body: string;
  documents: { id: number; title: string }[];
  /** The gallery's id as the select holds it; '' for none. */
  galleryId: string;
  /** As the API last answered: the school-year rollover moved it to the archive (never sent back). */
  archived: boolean;
}

export interface PageFormValues {
  key: string;
  title: string;
  sections: SectionValue[];
}

export const kindLabels: Record<SectionKind, string> = { richText: 'Text', documents: 'Documents', photos: 'Photos' };

let nextKey = 1;

export const newSection = (kind: SectionKind = 'richText'): SectionValue => ({
  key: nextKey++,
  kind,
  title: '',
  schoolYear: '',
  body: '',
  documents: [],
  galleryId: '',
  archived: false,
});

const fromSection = (section: PageSection): SectionValue => ({
  ...newSection(section.kind),
  title: section.title,
  schoolYear: section.schoolYear ?? '',
  body: section.body,
  documents: section.documents.map(({ id, title }) => ({ id, title })),
  galleryId: section.gallery ? String(section.gallery.id) : '',
  archived: section.archived,
});

export const pageToValues = (page?: SitePage): PageFormValues =>
  page ? { key: page.key, title: page.title, sections: page.sections.map(fromSection) } : { key: '', title: '', sections: [] };

export const pageToInput = ({ key, title, sections }: PageFormValues) => ({
  key,
  title,
  sections: sections.map((section) => ({
    kind: section.kind,
    title: section.title,
    schoolYear: section.schoolYear || null,
    body: section.kind === 'richText' ? section.body : '',
    documents: section.kind === 'documents' ? section.documents.map(({ id }) => ({ id })) : [],
    gallery: section.kind === 'photos' && section.galleryId ? { id: Number(section.galleryId) } : null,
  })),
});
