// The school of a host, kept for a moment by this process. Every request of a school's site asked
// the database for it (a query, and a round trip to reset the connection's school first): a third
// of the statements of a county's public read. Only schools found are kept, so a school just added,
// or a domain just given, answers at once. A change made through this process's console clears
// the lot; one made through another replica shows here within HOST_CACHE_MS (a suspension, new
// colours, a domain moved elsewhere), except to a request that asks for a fresh answer (the
// renderer's, a reload): it is looked up at once, so a snapshot is never drawn from colours 2 s old.
import type { SchoolRecord } from '../repositories/schoolsRepository';

export const HOST_CACHE_MS = 2000;

export interface SchoolHostCache {
  find(host: string, fresh?: boolean): Promise<SchoolRecord | undefined>;
  clear(): void;
}

export function createSchoolHostCache(lookUp: (host: string) => Promise<SchoolRecord | undefined>, now: () => number = Date.now): SchoolHostCache {
  const kept = new Map<string, { school: SchoolRecord; until: number }>();
  return {
    async find(host, fresh = false) {
      const hit = kept.get(host);
      if (!fresh && hit && hit.until > now()) return hit.school;
      const school = await lookUp(host);
      if (school) kept.set(host, { school, until: now() + HOST_CACHE_MS });
      else kept.delete(host);
      return school;
    },
    clear: () => kept.clear(),
  };
}
