// Every kind of content item, by its type name: what the trash and its purge go through.
import type { ContentType } from '@school/shared/types';
import { documentKind } from '../repositories/documentsRepository';
import { galleryKind } from '../repositories/galleriesRepository';
import { newsKind } from '../repositories/newsRepository';
import { pageKind } from '../repositories/pagesRepository';
import type { ContentKind, SavedValues } from './contentLifecycle';

export const contentKinds = { news: newsKind, page: pageKind, document: documentKind, gallery: galleryKind } as unknown as Record<ContentType, ContentKind<SavedValues>>;
