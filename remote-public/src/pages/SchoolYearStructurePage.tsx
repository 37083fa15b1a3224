import styled from 'styled-components';
import { Page } from '../components/Page';
import { ScheduleTable } from '../components/ScheduleTable';
import { schoolYearImage } from '../content/schoolYearImage';
import { SCHOOL_YEAR, schoolYearPrograms, schoolYearStructure } from '../content/schoolYearStructure';

export default function SchoolYearStructurePage() {
  return (
    <Page
      description={`Modulele de cursuri și vacanțele anului școlar ${SCHOOL_YEAR}.`}
    >
      <Image
        src={schoolYearImage.src}
        srcSet={schoolYearImage.srcSet}
        sizes="(max-width: 64em) 100vw, 960px"
        width={schoolYearImage.width}
        height={schoolYearImage.height}
        alt={schoolYearImage.alt}
      />
      <ScheduleTable caption={`Modulele și vacanțele anului școlar ${SCHOOL_YEAR}`} rows={schoolYearStructure} headings={['Perioada de cursuri sau vacanța', 'Intervalul']} />
      <ScheduleTable caption="Programe școlare" rows={schoolYearPrograms} headings={['Programul', 'Intervalul']} />
    </Page>
  );
}

const Image = styled.img`
  display: block;
  width: 100%;
  max-width: 960px;
  height: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;
