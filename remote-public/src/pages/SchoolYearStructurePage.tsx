import styled from 'styled-components';
import { theme } from '@school/shared';
import { Page } from '../components/Page';
import { PhotoImage } from '../components/PhotoImage';
import { ScheduleTable } from '../components/ScheduleTable';
import { schoolYearImage } from '../content/schoolYearImage';
import { SCHOOL_YEAR, schoolYearPrograms, schoolYearStructure } from '../content/schoolYearStructure';

/** The widest the image is shown. */
const IMAGE_WIDTH = '960px';

export default function SchoolYearStructurePage() {
  return (
    <Page
      description={`Modulele de cursuri și vacanțele anului școlar ${SCHOOL_YEAR}.`}
    >
      <Image photo={schoolYearImage} sizes={`(max-width: ${theme.breakpoints.tablet}) 100vw, ${IMAGE_WIDTH}`} />
      <ScheduleTable caption={`Modulele și vacanțele anului școlar ${SCHOOL_YEAR}`} rows={schoolYearStructure} headings={['Perioada de cursuri sau vacanța', 'Intervalul']} />
      <ScheduleTable caption="Programe școlare" rows={schoolYearPrograms} headings={['Programul', 'Intervalul']} />
    </Page>
  );
}

const Image = styled(PhotoImage)`
  display: block;
  width: 100%;
  max-width: ${IMAGE_WIDTH};
  height: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;
