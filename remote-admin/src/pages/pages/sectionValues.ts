// A page's section as its editor holds it, and what the API's schema takes from it: a rich-text
// section sends its body, a documents section its documents' ids, a photos section its gallery.
// The documents' addresses and the gallery's photos are held for the preview only.
import type { Gallery, SitePage, PageSection, SectionKind } from '@school/shared';
import { photoFromItem } from '../../components/content/photoValues';
import { previewPhotos, type PreviewImage } from '../../components/content/previewDocument';

export interface SectionValue {
  /** Stable while the editor is open, for React and the focus after a move. */
  key: number;
  kind: SectionKind;
  title: string;
  schoolYear: string;
  body: string;
  /** href: where a visitor opens it, null when unknown. */
  documents: { id: number; title: string; href: string | null }[];
  /** The gallery's id as the select holds it; '' for none. */
  galleryId: string;
  /** The chosen gallery's photos that have a file, as a visitor sees them. */
  photos: PreviewImage[];
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
  photos: [],
  archived: false,
});

/** A gallery's photos as the public page shows them. */
export const galleryPhotos = (gallery: Gallery | null): PreviewImage[] => previewPhotos((gallery?.photos ?? []).map(photoFromItem));

const fromSection = (section: PageSection): SectionValue => ({
  ...newSection(section.kind),
  title: section.title,
  schoolYear: section.schoolYear ?? '',
  body: section.body,
  documents: section.documents.map(({ id, title, href }) => ({ id, title, href })),
  galleryId: section.gallery ? String(section.gallery.id) : '',
  photos: galleryPhotos(section.gallery),
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
