// A save naming media that does not exist is refused in the body's 400, beside its field.
import { messages } from '@school/shared/messages';
import { contentMessages } from '@school/shared/messages/content';
import type { Db } from '../db/database';
import { ApiError } from '../http/apiError';
import { missingMediaIds } from '../repositories/mediaUsagesRepository';

export async function requireMedia(db: Db, field: string, ids: readonly number[]): Promise<void> {
  const missing = await missingMediaIds(db, ids);
  if (missing.length > 0) throw new ApiError(400, messages.api.invalidInput, { [field]: contentMessages.missingMedia(missing) });
}
