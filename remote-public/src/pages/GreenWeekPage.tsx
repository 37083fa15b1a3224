import { ActivitySections } from '../components/ActivitySections';
import { Page } from '../components/Page';
import { greenWeek } from '../content/greenWeek';

export default function GreenWeekPage() {
  return (
    <Page description="Activitățile și fotografiile din Săptămâna Verde, 2024-2025 și 2023-2024.">
      <ActivitySections sections={greenWeek} />
    </Page>
  );
}
