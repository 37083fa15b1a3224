// A content kind's calls (contentEndpoints.ts), named from its names in types/contentKinds.ts:
// getNews / getNewsPost / addNewsPost / updateNewsPost / deleteNewsPost / restoreNewsPost, and
// for the kinds that keep revisions getNewsPostRevisions / restoreNewsPostRevision. The hooks
// RTK Query makes follow (useGetNewsQuery…), so each kind's file injects one call and lists them.
import { CONTENT_KINDS, contentApiPath, type ContentType, type DocumentCategory, type DocumentInput, type EventInput, type Gallery, type GalleryInput, type NewsInput, type NewsPost, type PageInput, type SchoolDocument, type SchoolEvent, type SitePage } from '../../types';
import type { TagType } from '../tags';
import type { ApiBuilder } from './collectionEndpoints';
import { contentEndpoints, type ContentListQuery } from './contentEndpoints';

export interface NewsListQuery extends ContentListQuery {
  /** A project's posts ('erasmus-colourful-numbers'); '' for the school's own news. */
  project?: string;
}

export interface DocumentsListQuery extends ContentListQuery {
  category?: DocumentCategory;
}

/** What each kind's calls answer, take, and list by. */
interface KindTypes {
  news: { item: NewsPost; input: NewsInput; query: NewsListQuery };
  page: { item: SitePage; input: PageInput; query: ContentListQuery };
  document: { item: SchoolDocument; input: DocumentInput; query: DocumentsListQuery };
  gallery: { item: Gallery; input: GalleryInput; query: ContentListQuery };
  event: { item: SchoolEvent; input: EventInput; query: ContentListQuery };
}

/** 'News post' → 'NewsPost'. */
type Pascal<S extends string> = S extends `${infer First} ${infer Rest}` ? `${Capitalize<First>}${Pascal<Capitalize<Rest>>}` : Capitalize<S>;
const pascal = (words: string) => words.replace(/(^|\s+)(\S)/g, (_match, _space: string, letter: string) => letter.toUpperCase());

type One<T extends ContentType> = Pascal<(typeof CONTENT_KINDS)[T]['label']>;
type Many<T extends ContentType> = (typeof CONTENT_KINDS)[T]['plural'];

type Definitions<T extends ContentType> = ReturnType<typeof contentEndpoints<KindTypes[T]['item'], KindTypes[T]['input'], KindTypes[T]['query']>>;
type Call = keyof Definitions<ContentType>;
type RevisionCall = 'revisions' | 'restoreRevision';

type EndpointName<C extends Call, O extends string, M extends string> = C extends 'list'
  ? `get${M}`
  : C extends 'one'
    ? `get${O}`
    : C extends 'remove'
      ? `delete${O}`
      : C extends 'revisions'
        ? `get${O}Revisions`
        : C extends 'restoreRevision'
          ? `restore${O}Revision`
          : `${C}${O}`;

const endpointName = (call: Call, one: string, many: string): string =>
  ({ list: `get${many}`, one: `get${one}`, remove: `delete${one}`, revisions: `get${one}Revisions`, restoreRevision: `restore${one}Revision` })[call as string] ?? `${call}${one}`;

export type KindEndpoints<T extends ContentType, Revisions extends boolean> = {
  [C in Revisions extends true ? Call : Exclude<Call, RevisionCall> as EndpointName<C, One<T>, Many<T>>]: Definitions<T>[C];
};

export interface KindOptions<Revisions extends boolean> {
  /** The tags of the kinds whose answers show this one (a page shows documents and galleries). */
  shownIn?: TagType[];
  /** Whether the kind keeps its earlier versions (news, pages, events). */
  revisions?: Revisions;
}

export function contentKindEndpoints<T extends ContentType, Revisions extends boolean = false>(build: ApiBuilder, type: T, { shownIn, revisions }: KindOptions<Revisions> = {}) {
  const names = CONTENT_KINDS[type];
  const calls = contentEndpoints<KindTypes[T]['item'], KindTypes[T]['input'], KindTypes[T]['query']>(build, { path: contentApiPath(type), tag: names.tag, shownIn });
  const kept = Object.entries(calls).filter(([call]) => revisions || (call !== 'revisions' && call !== 'restoreRevision'));
  return Object.fromEntries(kept.map(([call, definition]) => [endpointName(call as Call, pascal(names.label), names.plural), definition])) as KindEndpoints<T, Revisions>;
}
