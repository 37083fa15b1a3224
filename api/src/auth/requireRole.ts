// Route hook: 401 without a session, 403 when the signed-in user's role is not allowed. Runs
// before the body is read, so anonymous writes cost nothing.
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Role } from '@school/shared/types';
import { messages } from '@school/shared/messages';
import { ApiError } from '../http/apiError';

export function requireRole(...roles: Role[]): onRequestAsyncHookHandler {
  return async (request) => {
    if (!request.session) throw new ApiError(401, messages.api.authenticationRequired);
    if (!roles.includes(request.session.user.role)) throw new ApiError(403, messages.api.accessDenied);
  };
}
