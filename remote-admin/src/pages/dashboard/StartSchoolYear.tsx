// The dashboard's "Start new school year" button: asks first, naming the year (the one today falls
// in, as the API starts it) and what moves to the archive, then archives past years' content
// (POST /api/content/school-year/rollover) and says what it did.
import { useState } from 'react';
import { Button, getErrorMessage, type RequestError } from '@school/shared';
import { useStartSchoolYearMutation } from '@school/shared/admin-api';
import { Dialog } from '@school/shared/admin-ui';
import { contentHealthMessages as m } from '@school/shared/messages/content-health';
import { schoolYearOf } from '@school/shared/schemas';
import { BannerArea, type BannerMessage } from '../../components/BannerArea';

export function StartSchoolYear() {
  const [asking, setAsking] = useState(false);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [startSchoolYear, { isLoading }] = useStartSchoolYearMutation();
  const schoolYear = schoolYearOf(new Date().toISOString().slice(0, 10));

  const start = async () => {
    try {
      const result = await startSchoolYear().unwrap();
      // Counted by collection, and the page sections apart.
      const { sections = 0, ...byCollection } = result.archived;
      const items = Object.values(byCollection).reduce((sum, count) => sum + count, 0);
      setBanner({ variant: 'success', message: m.rolloverStarted(result.schoolYear, items, sections), takeFocus: true });
    } catch (failure) {
      setBanner({ variant: 'error', message: getErrorMessage(failure as RequestError), takeFocus: true });
    }
    setAsking(false);
  };

  return (
    <>
      <BannerArea banner={banner} onDismiss={() => setBanner(null)} />
      <p>
        <Button variant="secondary" onClick={() => (setBanner(null), setAsking(true))}>
          {m.rolloverButton}
        </Button>
      </p>
      <Dialog
        open={asking}
        title={m.rolloverButton}
        onClose={() => setAsking(false)}
        closeLabel="Close confirmation"
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button onClick={() => void start()} busy={isLoading}>
              {m.rolloverConfirm}
            </Button>
          </>
        }
      >
        <p>{m.rolloverQuestion(schoolYear)}</p>
        <p>{m.rolloverExplained(schoolYear)}</p>
      </Dialog>
    </>
  );
}
