// How a content item's status reads in a list and an editor: a published item with a future
// publish time is scheduled.
import type { ContentStatus } from '@school/shared';

export function statusLabel(item: { status: ContentStatus; publishAt: string | null }, now = Date.now()): 'Draft' | 'Published' | 'Scheduled' {
  if (item.status === 'DRAFT') return 'Draft';
  return item.publishAt && Date.parse(item.publishAt) > now ? 'Scheduled' : 'Published';
}
