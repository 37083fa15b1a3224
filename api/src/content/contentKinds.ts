// Every kind of content item, by its type name: what the trash and its purge go through.
import type { ContentType } from '@school/shared/types';
import { newsKind } from '../repositories/newsRepository';
import type { ContentKind, SavedValues } from './contentLifecycle';

export const contentKinds: Record<ContentType, ContentKind<SavedValues>> = {
  news: newsKind as unknown as ContentKind<SavedValues>,
} as Record<ContentType, ContentKind<SavedValues>>;
