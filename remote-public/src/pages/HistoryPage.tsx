import styled from 'styled-components';
import { theme, useSchoolDetails } from '@school/shared';
import { Page } from '../components/Page';
import { PhotoImage } from '../components/PhotoImage';
import { Paragraphs } from '../components/Paragraphs';
import { QueryStatus } from '../components/QueryStatus';
import { historyPhoto } from '../content/history';

/** How wide the photo stands beside the text on a wide screen. */
const PHOTO_WIDTH = '480px';

export default function HistoryPage() {
  const { details: data, isLoading, failed, refetch } = useSchoolDetails();
  return (
    <Page description="Istoria școlii din Valea Florilor.">
      <Figure>
        <PhotoImage photo={historyPhoto} sizes={`(max-width: ${theme.breakpoints.phone}) 100vw, ${PHOTO_WIDTH}`} />
      </Figure>
      {data ? (
        <Paragraphs text={data.history} />
      ) : (
        <QueryStatus isLoading={isLoading} isError={failed} onRetry={refetch} what="istoricul școlii" />
      )}
    </Page>
  );
}

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space.md};

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    float: right;
    width: ${PHOTO_WIDTH};
    margin: 0 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.medium};
  }
`;
