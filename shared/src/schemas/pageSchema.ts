// A page: the editable content of one public route (its key), as ordered sections of rich text,
// document lists and photo groups (a gallery), each optionally tagged with a school year.
import * as z from 'zod/mini';
import { contentMessages as m } from '../messages/contentMessages';
import { contentLimits, contentTitle, lifecycleInput, lifecycleOutput, listQuery, optionalOf, optionalText, pageOf, richTextBody, schoolYear } from './contentFields';
import { documentSchema } from './documentSchema';
import { gallerySchema } from './gallerySchema';
import { limits, reference } from './fieldRules';

export const SECTION_KINDS = ['richText', 'documents', 'photos'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export const pageSectionSchema = z.object({
  kind: z.enum(SECTION_KINDS),
  title: z.string(),
  schoolYear: z.nullable(z.string()),
  /** Moved to the archive by the school-year rollover: out of a visitor's page, shown in the archive under its year. */
  archived: z.boolean(),
  /** richText: sanitized HTML; '' for the other kinds. */
  body: z.string(),
  /** documents: the listed documents a visitor may see, in order. */
  documents: z.array(documentSchema),
  /** photos: the gallery, or null while a visitor may not see it. */
  gallery: z.nullable(gallerySchema),
});

export const pageSchema = z.object({
  id: z.int(),
  key: z.string(),
  title: z.string(),
  sections: z.array(pageSectionSchema),
  ...lifecycleOutput,
});

const sectionError = { error: m.sections };
const idRef = z.object({ id: z.int(sectionError).check(z.positive(sectionError), z.maximum(limits.idMax, sectionError)) }, sectionError);

export const pageSectionInputSchema = z
  .object(
    {
      kind: z.enum(SECTION_KINDS, sectionError),
      title: z.pipe(optionalText(contentLimits.titleLength), z.transform((title: string | null) => title ?? '')),
      schoolYear: optionalOf(schoolYear),
      body: z._default(richTextBody, ''),
      documents: z._default(z.array(idRef, sectionError), []),
      gallery: reference(m.sections),
    },
    sectionError,
  )
  .check(
    z.refine(
      (s) =>
        (s.kind === 'richText' && s.documents.length === 0 && s.gallery === null) ||
        (s.kind === 'documents' && s.body === '' && s.gallery === null) ||
        (s.kind === 'photos' && s.body === '' && s.documents.length === 0 && s.gallery !== null),
      sectionError,
    ),
  );
export type PageSectionInput = z.output<typeof pageSectionInputSchema>;

const pageKey = z.string({ error: m.pageKey }).check(z.trim(), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/, m.pageKey), z.maxLength(200, m.pageKey));

export const pageInputSchema = z.object({
  key: pageKey,
  title: contentTitle,
  sections: z._default(z.array(pageSectionInputSchema, sectionError).check(z.maxLength(100, sectionError)), []),
  ...lifecycleInput,
});

export const pageListQuerySchema = z.object(listQuery);

/** GET /content/archive/sections?schoolYear=: the sections the rollover archived, of one school year, by page. */
export const archivedSectionsQuerySchema = z.object({ schoolYear });
export const archivedSectionsSchema = z.object({
  items: z.array(z.object({ key: z.string(), title: z.string(), sections: z.array(pageSectionSchema) })),
});
export type ArchivedSections = z.output<typeof archivedSectionsSchema>;
export const pagePageSchema = pageOf(pageSchema);

export type SitePage = z.output<typeof pageSchema>;
export type PageSection = z.output<typeof pageSectionSchema>;
export type PageInput = z.input<typeof pageInputSchema>;
export type PageValues = z.output<typeof pageInputSchema>;
