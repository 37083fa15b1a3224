// What a content route reads from its request: who looks (an editor also sees drafts) and who
// writes; and what the answer may be cached as.
import type { FastifyRequest } from 'fastify';
import { CONTENT_EDITOR_ROLES } from '@school/shared/types';
import type { View } from '../content/contentLifecycle';

/** 'editor': MANAGER and ADMIN, who also see drafts and scheduled items; everyone else 'public'. */
export const viewOf = (request: FastifyRequest): View =>
  request.session && (CONTENT_EDITOR_ROLES as readonly string[]).includes(request.session.user.role) ? 'editor' : 'public';

export { actorOf } from './auditWrite';

/** Public reads may be cached briefly by anyone; what an editor sees (drafts too) by no one else. */
export const cacheControlFor = (view: View) => (view === 'editor' ? 'private, no-cache' : 'public, max-age=30, stale-while-revalidate=300');
