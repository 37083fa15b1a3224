// A takedown's answer as the success banner says it: the API's message and the items it left.
import type { MediaTakedown } from '@school/shared';
import { contentTypeLabels } from '../labels';

export function takedownResult({ message, removedFrom }: MediaTakedown): string {
  if (removedFrom.length === 0) return message;
  return `${message} Removed from: ${removedFrom.map((item) => `${contentTypeLabels[item.type]} "${item.title}"`).join(', ')}.`;
}
