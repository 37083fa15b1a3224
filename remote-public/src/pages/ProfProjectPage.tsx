import { DocumentList } from '../components/DocumentList';
import { Page } from '../components/Page';
import { profDocuments, profProject } from '../content/profProject';

export default function ProfProjectPage() {
  return (
    <Page description={`Proiectul ${profProject.code}: formarea continuă a cadrelor didactice.`}>
      <p>
        <strong>Cod proiect: {profProject.code}</strong>
      </p>
      {profProject.summary.map((p) => (
        <p key={p.slice(0, 30)}>{p}</p>
      ))}
      <DocumentList documents={profDocuments.documents} />
    </Page>
  );
}
