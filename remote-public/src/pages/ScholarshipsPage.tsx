import { DocumentList } from '../components/DocumentList';
import { Page } from '../components/Page';
import { SCHOLARSHIP_PERIOD, scholarshipDocuments } from '../content/scholarships';

export default function ScholarshipsPage() {
  return (
    <Page description="Condițiile, criteriile, cererile și anexele pentru bursele școlare, semestrul al II-lea 2021-2022.">
      <p>Documentele pentru acordarea burselor școlare în {SCHOLARSHIP_PERIOD}.</p>
      <DocumentList documents={scholarshipDocuments.documents} groups={scholarshipDocuments.groups} />
    </Page>
  );
}
