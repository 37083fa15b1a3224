// A page's "Preview" as the public site draws it (remote-public's PageContent and ContentSections,
// which the admin may not import): the title, then the sections in order, without those the
// school-year rollover archived. Consecutive sections with the same title share one heading.
import { publicMessages } from '@school/shared';
import type { PreviewContent, PreviewPart } from '../../components/content/previewDocument';
import type { PageFormValues, SectionValue } from './sectionValues';

const bodyOf = (section: SectionValue): Omit<PreviewPart, 'heading'> => {
  switch (section.kind) {
    case 'richText':
      return { html: section.body };
    case 'documents':
      return section.documents.length > 0 ? { documents: section.documents } : { note: publicMessages.sectionEmpty };
    case 'photos':
      return section.photos.length > 0 ? { photos: section.photos } : { note: publicMessages.sectionEmpty };
  }
};

export function pagePreview({ title, sections }: PageFormValues): PreviewContent {
  const shown = sections.filter((section) => !section.archived);
  return {
    title,
    parts: shown.map((section, index) => ({
      heading: section.title && section.title !== shown[index - 1]?.title ? section.title : undefined,
      ...bodyOf(section),
    })),
  };
}
