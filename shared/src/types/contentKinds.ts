// Every kind of content item, by its type name, with what each part of the site calls it: the
// API's collection (/api/content/news), the admin's screen and words, the cache tag of its reads,
// the public search's word. Written once here (no zod: the host and the public pages read it too);
// the API's definitions (api/src/content/kinds), the trash, the tags, the audit log and the menus
// read it. A new kind is one entry here and one definition in the API.
import type { AdminPath } from '../routing/sitePaths';

export interface ContentKindNames {
  /** The collection's address under /api/content: 'news' → /api/content/news. */
  collection: string;
  adminPath: AdminPath;
  /** The admin's name of the collection ('News'): its menu entry, the editor's 'Back to all news'. */
  plural: string;
  /** The admin's name of one item ('News post'): the trash's Type column, the audit log's item type. */
  label: string;
  /** In a sentence ('news post', 'news posts'): the health list, the admin's buttons. */
  noun: { one: string; many: string };
  /** The RTK Query tag its reads provide (shared/src/api/tags.ts). */
  tag: string;
  /** The public search page's word for a result of this kind (Romanian). */
  resultWord: string;
}

export const CONTENT_TYPES = ['news', 'page', 'document', 'gallery', 'event'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_KINDS = {
  news: { collection: 'news', adminPath: 'admin/news', plural: 'News', label: 'News post', noun: { one: 'news post', many: 'news posts' }, tag: 'News', resultWord: 'Noutate' },
  page: { collection: 'pages', adminPath: 'admin/pages', plural: 'Pages', label: 'Page', noun: { one: 'page', many: 'pages' }, tag: 'Page', resultWord: 'Pagină' },
  document: { collection: 'documents', adminPath: 'admin/documents', plural: 'Documents', label: 'Document', noun: { one: 'document', many: 'documents' }, tag: 'Document', resultWord: 'Document' },
  gallery: { collection: 'galleries', adminPath: 'admin/galleries', plural: 'Galleries', label: 'Gallery', noun: { one: 'gallery', many: 'galleries' }, tag: 'Gallery', resultWord: 'Galerie foto' },
  event: { collection: 'events', adminPath: 'admin/events', plural: 'Events', label: 'Event', noun: { one: 'event', many: 'events' }, tag: 'Event', resultWord: 'Eveniment' },
} as const satisfies Record<ContentType, ContentKindNames>;

export type ContentTag = (typeof CONTENT_KINDS)[ContentType]['tag'];
export const CONTENT_TAGS = CONTENT_TYPES.map((type) => CONTENT_KINDS[type].tag);

/** The collection's API path: '/content/news'. */
export const contentApiPath = (type: ContentType) => `/content/${CONTENT_KINDS[type].collection}`;

/** Each kind's value of one of its names: contentNames('label') is { news: 'News post', … }. */
export function contentNames<K extends 'label' | 'resultWord'>(name: K): Record<ContentType, string> {
  const names: Partial<Record<ContentType, string>> = {};
  for (const type of CONTENT_TYPES) names[type] = CONTENT_KINDS[type][name];
  return names as Record<ContentType, string>;
}
