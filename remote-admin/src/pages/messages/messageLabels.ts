// How the Messages screen names the API's kinds and statuses.
import type { MessageKind, VisitorMessage } from '@school/shared';

export { MESSAGE_KINDS, MESSAGE_STATUSES } from '@school/shared/schemas';

export const kindLabels: Record<MessageKind, string> = {
  PUBLIC_INFORMATION_REQUEST: 'Public information request (Law 544)',
  ACCESSIBILITY_FEEDBACK: 'Accessibility feedback',
  PHOTO_TAKEDOWN: 'Photo takedown request',
};

export { messageStatusLabels as statusLabels } from '@school/shared';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Bucharest' });

/** "15 Sept 2026, 11:00", in the school's time zone. */
export const receivedOn = (message: Pick<VisitorMessage, 'receivedAt'>) => dateTime.format(new Date(message.receivedAt));

/** How a message is named in 'View …' and its dialog. */
export const messageName = (message: VisitorMessage) => message.registrationNumber ?? `${kindLabels[message.kind]} from ${message.name}`;
