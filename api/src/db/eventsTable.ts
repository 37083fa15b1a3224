// The calendar's events table (0012), apart from schema.ts, which lists every table.
import type { Generated } from 'kysely';
import type { LifecycleColumns } from './schema';

/** An event of the school's calendar (0012). */
export interface EventsTable extends LifecycleColumns {
  id: Generated<number>;
  slug: string;
  title: string;
  /** Bucharest wall-clock: 'YYYY-MM-DD' (all day) or 'YYYY-MM-DDTHH:MM'. */
  start_at: string;
  /** Same form as start_at, inclusive; null: one day, or no end time. */
  end_at: string | null;
  place: string;
  /** One of EVENT_CATEGORIES. */
  category: string;
  /** Sanitized HTML. */
  body: string;
  school_year: string;
  /** Epoch ms when the school-year rollover archived it. */
  archived_at: LifecycleColumns['deleted_at'];
}
