// The school a piece of work runs for, carried by Node's AsyncLocalStorage from the request's
// tenant (tenancyPlugin.ts) down to the database connection it uses: on PostgreSQL every connection
// the work takes is set to that school (`app.school_id`), and the row-level policies (0022) show
// and accept only that school's rows, whichever repository asks. Outside any school (a
// single-school install, the platform's console, the server's own jobs) nothing is set.
import { AsyncLocalStorage } from 'node:async_hooks';

const context = new AsyncLocalStorage<number>();

/** Runs `work` (and everything it starts) for the school, or outside any school when null. */
export const runForSchool = <T>(schoolId: number | null, work: () => T): T => (schoolId === null ? context.exit(work) : context.run(schoolId, work));

/** The school the current work runs for; null outside any. */
export const currentSchoolId = (): number | null => context.getStore() ?? null;
