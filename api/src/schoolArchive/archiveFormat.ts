// The school archive (`npm run school:export`, the console's Export), version 1: one .tar.gz whose
// entries come in this order, so an import can refuse before it writes anything and then stream
// the files:
//   school-archive.json       the manifest: format, version, the school's branding, the rows each
//                             table holds and the files that follow
//   rows/<table>.ndjson       one JSON object per row, as the source database holds it
//   files/<storage key>       each stored file (originals and variants) named by a row
import * as z from 'zod/mini';
import { platformMessages } from '@school/shared/messages/platform';
import { schoolBrandingSchema } from '@school/shared/schemas';
import { ArchiveRefusal } from './archiveRefusal';

export const ARCHIVE_FORMAT = 'school-website/school-archive';
export const ARCHIVE_VERSION = 1;

export const MANIFEST_ENTRY = 'school-archive.json';
export const ROWS_PREFIX = 'rows/';
export const FILES_PREFIX = 'files/';
export const rowsEntry = (table: string) => `${ROWS_PREFIX}${table}.ndjson`;
export const fileEntry = (key: string) => `${FILES_PREFIX}${key}`;

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  exportedAt: z.string(),
  /** The schools row's branding and quota; null: exported from a single-school install, which has none. */
  school: z.nullable(z.object({ branding: schoolBrandingSchema, quotaBytes: z.number() })),
  /** How many rows each rows/<table>.ndjson holds. */
  rows: z.record(z.string(), z.int()),
  /** The storage keys of the files that follow, in order. */
  files: z.array(z.string()),
});

export type ArchiveManifest = z.output<typeof manifestSchema>;

const m = platformMessages.archive;

/** The manifest, or the refusal that says why the text is not one this install reads. */
export function parseManifest(text: string): ArchiveManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ArchiveRefusal(m.notOurs);
  }
  const head = z.safeParse(z.object({ format: z.literal(ARCHIVE_FORMAT), version: z.unknown() }), value);
  if (!head.success) throw new ArchiveRefusal(m.notOurs);
  if (head.data.version !== ARCHIVE_VERSION) throw new ArchiveRefusal(m.unknownVersion(head.data.version, ARCHIVE_VERSION));
  const manifest = z.safeParse(manifestSchema, value);
  if (!manifest.success) throw new ArchiveRefusal(m.damaged('its manifest'));
  return manifest.data;
}
