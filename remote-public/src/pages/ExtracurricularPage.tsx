import { ActivitySections } from '../components/ActivitySections';
import { Page } from '../components/Page';
import { extracurricularActivities } from '../content/extracurricular';

export default function ExtracurricularPage() {
  return (
    <Page
      description="Activitățile extrașcolare ale elevilor: Ziua lui Mihai Eminescu, Povestea Crăciunului și altele, cu fotografii."
    >
      <ActivitySections sections={extracurricularActivities} />
    </Page>
  );
}
