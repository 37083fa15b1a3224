// Every kind of content item, by its type name (CONTENT_TYPES): the routes, trash, takedown,
// health, rollover and search go through this registry. A new kind adds its definition here.
import type { ContentType } from '@school/shared/types';
import type { AnyContentKind } from '../defineContentKind';
import { documentKind } from './document';
import { eventKind } from './event';
import { galleryKind } from './gallery';
import { newsKind } from './news';
import { pageKind } from './page';

export const contentKinds: Record<ContentType, AnyContentKind> = { news: newsKind, page: pageKind, document: documentKind, gallery: galleryKind, event: eventKind };

export const contentKindList: readonly AnyContentKind[] = Object.values(contentKinds);
