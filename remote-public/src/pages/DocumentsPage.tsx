import { DocumentList } from '../components/DocumentList';
import { Page } from '../components/Page';
import { schoolDocuments } from '../content/schoolDocuments';

export default function DocumentsPage() {
  return (
    <Page description="Documentele școlii pentru anul școlar 2024-2025: regulamentul intern, statutul elevului și altele.">
      <h2>Anul școlar 2024-2025</h2>
      <DocumentList documents={schoolDocuments.documents} />
    </Page>
  );
}
