import { lazy, Suspense } from 'react';
import type { PageSection } from '@school/shared';
import { publicMessages } from '@school/shared';
import { InfoSection } from './InfoSection';
import { RichText } from './RichText';

// Photo groups and document lists load with the first page that has one (the home page has neither).
const Gallery = lazy(() => import(/* webpackChunkName: "gallery" */ './Gallery').then((module) => ({ default: module.Gallery })));
const DocumentList = lazy(() => import(/* webpackChunkName: "document-list" */ './DocumentList').then((module) => ({ default: module.DocumentList })));

/** How many photos of the page's first gallery load at once (its first row, near the top). */
const EAGER_PHOTOS = 4;

function SectionBody({ section, eager }: { section: PageSection; eager: boolean }) {
  switch (section.kind) {
    case 'richText':
      return <RichText html={section.body} />;
    case 'documents':
      return section.documents.length > 0 ? (
        <Suspense fallback={null}>
          <DocumentList documents={section.documents} />
        </Suspense>
      ) : (
        <p>{publicMessages.sectionEmpty}</p>
      );
    case 'photos':
      return section.gallery && section.gallery.photos.length > 0 ? (
        <Suspense fallback={null}>
          <Gallery label={section.title || section.gallery.title} images={section.gallery.photos} eagerCount={eager ? EAGER_PHOTOS : 0} />
        </Suspense>
      ) : (
        <p>{publicMessages.sectionEmpty}</p>
      );
  }
}

/** A page's ordered sections: rich text, document lists and photo groups, titled when they have a title. */
export function ContentSections({ sections }: { sections: readonly PageSection[] }) {
  const firstGallery = sections.findIndex((section) => section.kind === 'photos');
  return (
    <>
      {sections.map((section, index) => {
        const body = <SectionBody section={section} eager={index === firstGallery && index < 2} />;
        return section.title ? (
          <InfoSection key={index} title={section.title}>
            {body}
          </InfoSection>
        ) : (
          <div key={index}>{body}</div>
        );
      })}
    </>
  );
}
