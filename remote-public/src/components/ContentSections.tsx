import { Suspense } from 'react';
import type { PageSection } from '@school/shared';
import { lazyPart, publicMessages } from '@school/shared';
import { InfoSection } from './InfoSection';
import { RichText } from './RichText';

// Photo groups and document lists load with the first page that has one (the home page has neither).
const Gallery = lazyPart('gallery', () => import(/* webpackChunkName: "gallery" */ './Gallery').then((module) => ({ default: module.Gallery })));
const DocumentList = lazyPart('document-list', () => import(/* webpackChunkName: "document-list" */ './DocumentList').then((module) => ({ default: module.DocumentList })));

/** The place of a part still loading its code: busy, so the renderer waits for the part. */
const loadingPart = <div aria-busy="true" />;

/** How many photos of the page's first gallery load at once (its first row, near the top). */
const EAGER_PHOTOS = 4;

function SectionBody({ section, eager }: { section: PageSection; eager: boolean }) {
  switch (section.kind) {
    case 'richText':
      return <RichText html={section.body} />;
    case 'documents':
      return section.documents.length > 0 ? (
        <Suspense fallback={loadingPart}>
          <DocumentList documents={section.documents} />
        </Suspense>
      ) : (
        <p>{publicMessages.sectionEmpty}</p>
      );
    case 'photos':
      return section.gallery && section.gallery.photos.length > 0 ? (
        <Suspense fallback={loadingPart}>
          <Gallery label={section.title || section.gallery.title} images={section.gallery.photos} eagerCount={eager ? EAGER_PHOTOS : 0} />
        </Suspense>
      ) : (
        <p>{publicMessages.sectionEmpty}</p>
      );
  }
}

/**
 * A page's ordered sections: rich text, document lists and photo groups. Consecutive sections with
 * the same title (an activity's text and its photos) share one titled region; untitled ones stand alone.
 */
export function ContentSections({ sections, headingLevel = 2 }: { sections: readonly PageSection[]; /** Of the sections' titles (3 inside a titled part, as in the archive). */ headingLevel?: 2 | 3 }) {
  const firstGallery = sections.findIndex((section) => section.kind === 'photos');
  const groups: { title: string; start: number; members: PageSection[] }[] = [];
  sections.forEach((section, index) => {
    const last = groups.at(-1);
    if (section.title && last?.title === section.title) last.members.push(section);
    else groups.push({ title: section.title, start: index, members: [section] });
  });
  return (
    <>
      {groups.map((group) => {
        const bodies = group.members.map((section, i) => (
          <SectionBody key={i} section={section} eager={group.start + i === firstGallery && firstGallery < 2} />
        ));
        return group.title ? (
          <InfoSection key={group.start} title={group.title} headingLevel={headingLevel}>
            {bodies}
          </InfoSection>
        ) : (
          <div key={group.start}>{bodies}</div>
        );
      })}
    </>
  );
}
