import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { chipLink } from '../components/recurringStyles';
import { ARCHIVE_YEAR_PARAM, archivePath, formatDay, newsArticlePath, pagePath, useGetArchivedSectionsQuery, useGetDocumentsQuery, useGetGalleriesQuery, useGetNewsQuery } from '@school/shared';
import { publicPageMessages } from '@school/shared/messages/public-pages';
import { ContentSections } from '../components/ContentSections';
import { DocumentList } from '../components/DocumentList';
import { Gallery } from '../components/Gallery';
import { InfoSection } from '../components/InfoSection';
import { Page } from '../components/Page';
import { QueryStatus } from '../components/QueryStatus';
import { recentSchoolYears } from '../components/schoolYears';

/** How many past school years the archive lists. */
const PAST_YEARS = 10;
/** The most items of each kind the archive shows for a year. */
const PER_YEAR = 100;

function YearContents({ year }: { year: string }) {
  const args = { schoolYear: year, pageSize: PER_YEAR };
  const news = useGetNewsQuery(args);
  const galleries = useGetGalleriesQuery(args);
  const documents = useGetDocumentsQuery(args);
  const sections = useGetArchivedSectionsQuery(year);
  const loads = [
    { what: 'noutățile', query: news },
    { what: 'galeriile foto', query: galleries },
    { what: 'documentele', query: documents },
    { what: 'activitățile', query: sections },
  ];
  const pending = loads.find(({ query }) => !query.data);
  if (pending) return <QueryStatus isLoading={pending.query.isLoading} isError={pending.query.isError} onRetry={pending.query.refetch} what={pending.what} />;
  const [newsItems, galleryItems, documentItems, pages] = [news.data!.items, galleries.data!.items, documents.data!.items, sections.data!.items];
  if (newsItems.length + galleryItems.length + documentItems.length + pages.length === 0) return <p role="status">{publicPageMessages.archiveEmpty}</p>;
  return (
    <>
      {newsItems.length > 0 && (
        <InfoSection title={publicPageMessages.archiveNews}>
          <ul>
            {newsItems.map((post) => (
              <li key={post.id}>
                <Link to={newsArticlePath(post.slug)}>{post.title}</Link> — <time dateTime={post.date}>{formatDay(post.date)}</time>
              </li>
            ))}
          </ul>
        </InfoSection>
      )}
      {galleryItems.length > 0 && (
        <InfoSection title={publicPageMessages.archiveGalleries}>
          {galleryItems.map((gallery) => (
            <InfoSection key={gallery.id} title={gallery.title} headingLevel={3}>
              <Gallery label={gallery.title} images={gallery.photos} />
            </InfoSection>
          ))}
        </InfoSection>
      )}
      {documentItems.length > 0 && (
        <InfoSection title={publicPageMessages.archiveDocuments}>
          <DocumentList documents={documentItems} />
        </InfoSection>
      )}
      {pages.length > 0 && (
        <InfoSection title={publicPageMessages.archiveActivities}>
          {pages.map((page) => (
            <div key={page.key}>
              <p>
                {publicPageMessages.archiveFromPage} <Link to={pagePath(page.key)}>{page.title}</Link>
              </p>
              <ContentSections sections={page.sections} headingLevel={3} />
            </div>
          ))}
        </InfoSection>
      )}
    </>
  );
}

/** The content of past school years, one year at a time (the previous year first). */
export default function ArchivePage() {
  const params = new URLSearchParams(useLocation().search);
  const years = recentSchoolYears(PAST_YEARS).slice(1);
  const chosen = params.get(ARCHIVE_YEAR_PARAM);
  const year = chosen && years.includes(chosen) ? chosen : years[0]!;
  return (
    <Page description="Arhiva școlii: noutățile, galeriile foto, documentele și activitățile anilor școlari trecuți.">
      <p>{publicPageMessages.archiveIntro}</p>
      <Years aria-label={publicPageMessages.schoolYearFilter}>
        <ul>
          {years.map((y) => (
            <li key={y}>
              <Link to={archivePath(y)} aria-current={y === year ? 'page' : undefined}>
                {y}
              </Link>
            </li>
          ))}
        </ul>
      </Years>
      <h2>{year}</h2>
      <YearContents key={year} year={year} />
    </Page>
  );
}

const Years = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    list-style: none;
    padding: 0;
  }

  a {
    ${chipLink}
  }
`;
