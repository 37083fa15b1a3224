import { DocumentList } from '../components/DocumentList';
import { InfoSection } from '../components/InfoSection';
import { Page } from '../components/Page';
import { ScheduleTable } from '../components/ScheduleTable';
import { equalChancesDocuments, equalChancesProject } from '../content/equalChancesProject';

export default function EqualChancesProjectPage() {
  return (
    <Page description={`Proiectul ${equalChancesProject.code}: anexe, anunțul de selecție cu calendarul și ghidul de înscriere.`}>
      <p>
        <strong>Cod proiect: {equalChancesProject.code}</strong>
      </p>
      <p>{equalChancesProject.summary}</p>
      <InfoSection title="Calendarul selecției grupului țintă">
        <ScheduleTable caption="Calendarul selecției" rows={equalChancesProject.selectionCalendar} />
      </InfoSection>
      <DocumentList documents={equalChancesDocuments.documents} groups={equalChancesDocuments.groups} />
    </Page>
  );
}
