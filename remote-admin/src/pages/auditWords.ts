// How the audit log names what the API writes as codes: the item types (also the "Item type"
// filter's choices, whose values stay the API's), the actions, and the writers with no user row.
import type { AuditEntry } from '@school/shared';
import { AUDIT_ITEM_TYPES } from '@school/shared/schemas';
import { contentTypeLabels } from '../components/labels';

type AuditItemType = (typeof AUDIT_ITEM_TYPES)[number];

export const itemTypeLabels: Record<AuditItemType, string> = {
  ...contentTypeLabels,
  'document-category': 'Document category',
  media: 'Media file',
  message: 'Message',
  'school-year': 'School year',
  user: 'User',
  subject: 'Subject',
  teacher: 'Teacher',
  class: 'Class',
  'about-us': 'About us',
};

const ITEM_TYPES = new Map<string, string>(Object.entries(itemTypeLabels));

/** "News post" for `news`; a type the screen does not know yet, as the API wrote it. */
export const itemTypeLabel = (itemType: string) => ITEM_TYPES.get(itemType) ?? itemType;

/** The Item column: "News post: Ziua Școlii"; the type alone when the label repeats it ("About us"). */
export function itemText(entry: Pick<AuditEntry, 'itemType' | 'itemLabel' | 'itemId'>): string {
  const type = itemTypeLabel(entry.itemType);
  const label = entry.itemLabel || `#${entry.itemId}`;
  return label === type ? type : `${type}: ${label}`;
}

const ACTIONS = new Map<string, string>([
  ['CREATE', 'Added'],
  ['UPDATE', 'Changed'],
  ['DELETE', 'Deleted'],
  ['RESTORE', 'Restored'],
  ['PURGE', 'Deleted for good'],
  ['PUBLISH', 'Published'],
  ['UNPUBLISH', 'Unpublished'],
  ['UPLOAD', 'Uploaded'],
  ['TAKEDOWN', 'Taken down'],
]);

export const actionText = (action: string) => ACTIONS.get(action) ?? action;

/**
 * The writers with no user row (api: SERVER_ACTOR for the first start and the `admin` command,
 * the hourly trash purge, the seed): what they did, in words.
 */
const AUTOMATIC = new Map<string, string>([
  ['(server)', 'the site (automatic)'],
  ['system', 'the site (automatic)'],
  ['seed', 'initial content'],
]);

export const actorName = (actor: AuditEntry['actor']) => (actor.id === null ? (AUTOMATIC.get(actor.username) ?? actor.username) : actor.username);

/** The "Item type" filter's choices: the API's values, in words. */
export const itemTypeOptions = [{ value: '', label: 'All items' }, ...AUDIT_ITEM_TYPES.map((type) => ({ value: type, label: itemTypeLabels[type] }))];
