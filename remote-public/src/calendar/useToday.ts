import { useState } from 'react';
import { dayInBucharest } from '@school/shared';

/** The day (YYYY-MM-DD) it is in Romania when the page is drawn: the calendar's "upcoming" starts there. */
export function useToday(): string {
  const [today] = useState(() => dayInBucharest(Date.now()));
  return today;
}
