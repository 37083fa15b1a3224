// Data access for the platform's schools and the hosts that name them.
import type { SchoolBranding } from '@school/shared/types';
import type { Db } from '../db/database';

export type SchoolStatus = 'ACTIVE' | 'SUSPENDED';

export interface SchoolRecord {
  id: number;
  status: SchoolStatus;
  quotaBytes: number;
  branding: SchoolBranding;
}

const schoolColumns = [
  'schools.id',
  'schools.name',
  'schools.status',
  'schools.logo_url',
  'schools.favicon_url',
  'schools.brand_color',
  'schools.brand_text_color',
  'schools.footer_contacts',
  'schools.quota_bytes',
] as const;

type SchoolRow = {
  id: number;
  name: string;
  status: string;
  logo_url: string | null;
  favicon_url: string | null;
  brand_color: string;
  brand_text_color: string;
  footer_contacts: string;
  quota_bytes: number | string | bigint;
};

const toSchool = (row: SchoolRow): SchoolRecord => ({
  id: row.id,
  status: row.status as SchoolStatus,
  quotaBytes: Number(row.quota_bytes),
  branding: {
    name: row.name,
    logoUrl: row.logo_url,
    faviconUrl: row.favicon_url,
    brandColor: row.brand_color,
    brandTextColor: row.brand_text_color,
    footerContacts: row.footer_contacts,
  },
});

/** The school a host names, if any. */
export async function findSchoolByHost(db: Db, host: string): Promise<SchoolRecord | undefined> {
  const row = await db
    .selectFrom('school_domains')
    .innerJoin('schools', 'schools.id', 'school_domains.school_id')
    .select(schoolColumns)
    .where('school_domains.host', '=', host)
    .executeTakeFirst();
  return row && toSchool(row);
}

/** Whether any school is configured: without one, the install is one school on any host. */
export async function anySchoolExists(db: Db): Promise<boolean> {
  return (await db.selectFrom('schools').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function findSchool(db: Db, id: number): Promise<SchoolRecord | undefined> {
  const row = await db.selectFrom('schools').select(schoolColumns).where('id', '=', id).executeTakeFirst();
  return row && toSchool(row);
}

export async function listSchools(db: Db): Promise<SchoolRecord[]> {
  const rows = await db.selectFrom('schools').select(schoolColumns).orderBy('name').orderBy('id').execute();
  return rows.map(toSchool);
}

const bySchool = (rows: { host: string; school_id: number }[]): Map<number, string[]> => {
  const domains = new Map<number, string[]>();
  for (const row of rows) domains.set(row.school_id, [...(domains.get(row.school_id) ?? []), row.host]);
  return domains;
};

/** Every school's domains, by school id. */
export async function domainsBySchool(db: Db): Promise<Map<number, string[]>> {
  return bySchool(await db.selectFrom('school_domains').select(['host', 'school_id']).orderBy('host').execute());
}

/** The active schools' domains, by school id (a suspended school's site is not served). */
export async function activeDomainsBySchool(db: Db): Promise<Map<number, string[]>> {
  const rows = await db
    .selectFrom('school_domains')
    .innerJoin('schools', 'schools.id', 'school_domains.school_id')
    .select(['school_domains.host', 'school_domains.school_id'])
    .where('schools.status', '=', 'ACTIVE')
    .orderBy('school_domains.host')
    .execute();
  return bySchool(rows);
}

/** The domains among `hosts` that already name a school. */
export async function takenDomains(db: Db, hosts: string[]): Promise<string[]> {
  if (hosts.length === 0) return [];
  const rows = await db.selectFrom('school_domains').select('host').where('host', 'in', hosts).execute();
  return rows.map((row) => row.host);
}

export interface NewSchool {
  name: string;
  domains: string[];
  /** An import's: the id its files' keys were given, and the archived school's branding and quota. */
  id?: number;
  branding?: SchoolBranding;
  quotaBytes?: number;
}

/** The branding's columns besides the name (which a new school is given apart). */
const brandingColumns = (branding: SchoolBranding) => ({
  logo_url: branding.logoUrl || null,
  favicon_url: branding.faviconUrl || null,
  brand_color: branding.brandColor,
  brand_text_color: branding.brandTextColor,
  footer_contacts: branding.footerContacts,
});

export async function insertSchool(db: Db, school: NewSchool, now: number): Promise<number> {
  const { id } = await db
    .insertInto('schools')
    .values({
      ...(school.id !== undefined && { id: school.id }),
      name: school.name,
      created_at: now,
      ...(school.branding && brandingColumns(school.branding)),
      ...(school.quotaBytes !== undefined && { quota_bytes: school.quotaBytes }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('school_domains').values(school.domains.map((host) => ({ host, school_id: id }))).execute();
  return id;
}

export async function setSchoolStatus(db: Db, id: number, status: SchoolStatus): Promise<boolean> {
  const result = await db.updateTable('schools').set({ status }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function updateSchoolBranding(db: Db, id: number, branding: SchoolBranding): Promise<boolean> {
  const result = await db
    .updateTable('schools')
    .set({ name: branding.name, ...brandingColumns(branding) })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
