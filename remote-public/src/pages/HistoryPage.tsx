import styled from 'styled-components';
import { useSchoolDetails } from '@school/shared';
import { Page } from '../components/Page';
import { Paragraphs } from '../components/Paragraphs';
import { QueryStatus } from '../components/QueryStatus';
import { historyPhoto } from '../content/history';

export default function HistoryPage() {
  const { details: data, isLoading, failed, refetch } = useSchoolDetails();
  return (
    <Page description="Istoria școlii din Valea Florilor.">
      <Figure>
        <img
          src={historyPhoto.src}
          srcSet={historyPhoto.srcSet}
          sizes="(max-width: 40em) 100vw, 480px"
          width={historyPhoto.width}
          height={historyPhoto.height}
          alt={historyPhoto.alt}
        />
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
    width: 480px;
    margin: 0 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.medium};
  }
`;
