// A school's media: stored under its own prefix (`school-12-…`, in the filesystem's folder and in
// the S3 bucket alike: one prefix lists, exports or removes a school's files), served only on its
// own hosts, and held within its quota (default 5 GB).
import { platformMessages } from '@school/shared/messages/platform';
import type { Db } from '../db/database';
import { ApiError } from '../http/apiError';
import { findSchool, type SchoolRecord } from '../repositories/schoolsRepository';
import { storageBytesOf } from '../repositories/schoolStorageRepository';

const schoolKey = /^school-([1-9][0-9]*)-/;

/** The prefix of a school's storage keys; none on a single-school install. */
export const schoolKeyPrefix = (schoolId: number | null) => (schoolId === null ? '' : `school-${schoolId}-`);

/** The school a storage key belongs to (null: a single school's key). */
export function schoolOfKey(key: string): number | null {
  const match = schoolKey.exec(key);
  return match ? Number(match[1]) : null;
}

/** The same file's key under another school's prefix (none: a single-school install's). */
export const keyForSchool = (key: string, schoolId: number | null) => `${schoolKeyPrefix(schoolId)}${key.replace(schoolKey, '')}`;

/** "5 GB", "512 MB", "40 KB": a quota as the message says it (binary units). */
export function quotaText(bytes: number): string {
  const [unit, size] = ([['GB', 1024 ** 3], ['MB', 1024 ** 2]] as const).find(([, size]) => bytes >= size) ?? ['KB', 1024];
  return `${Number((bytes / size).toFixed(1))} ${unit}`;
}

/** 413 with the quota's message when `sizeBytes` more would take the school past its quota. */
export async function requireRoomFor(db: Db, school: SchoolRecord, sizeBytes: number): Promise<void> {
  // The quota as it is now: the request's school may be a moment old (schoolHostCache.ts).
  const { quotaBytes } = (await findSchool(db, school.id)) ?? school;
  if ((await storageBytesOf(db, school.id)) + sizeBytes > quotaBytes) {
    throw new ApiError(413, platformMessages.quotaFull(quotaText(quotaBytes)));
  }
}
