// One row of the console's health table per school. Storage is counted from the school's media;
// the content counts (Needs attention, empty legal sections, last publish) need the content tables
// to carry the school (issue 25, step 6) and are null until then.
import type { PlatformSchool } from '@school/shared/types';
import type { Db } from '../db/database';
import { domainsBySchool, listSchools, type SchoolRecord } from '../repositories/schoolsRepository';
import { storageBytesBySchool } from '../repositories/schoolStorageRepository';

export function toPlatformSchool(school: SchoolRecord, domains: string[], storageBytes: number): PlatformSchool {
  return {
    id: school.id,
    name: school.branding.name,
    status: school.status,
    domains,
    branding: school.branding,
    health: { attention: null, emptyLegalSections: null, lastPublishAt: null, storageBytes, quotaBytes: school.quotaBytes },
  };
}

export async function platformSchools(db: Db): Promise<PlatformSchool[]> {
  const [schools, domains, storage] = await Promise.all([listSchools(db), domainsBySchool(db), storageBytesBySchool(db)]);
  return schools.map((school) => toPlatformSchool(school, domains.get(school.id) ?? [], storage.get(school.id) ?? 0));
}

export async function platformSchool(db: Db, id: number): Promise<PlatformSchool | undefined> {
  return (await platformSchools(db)).find((school) => school.id === id);
}
