import { ActivitySections } from '../components/ActivitySections';
import { Page } from '../components/Page';
import { differentWeek } from '../content/differentWeek';

export default function DifferentWeekPage() {
  return (
    <Page description="Temele zilnice și fotografiile din Săptămâna Altfel, 2024-2025 și 2023-2024.">
      <ActivitySections sections={differentWeek} />
    </Page>
  );
}
