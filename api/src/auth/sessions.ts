// Session ids, their storage form and their lifetime (OWASP ASVS level 2).
import { createHash, randomBytes } from 'node:crypto';
import apiProxy from '@school/shared/http/apiProxy.json';

export const sessionTimeouts = {
  idleMs: 30 * 60 * 1000,
  absoluteMs: 12 * 60 * 60 * 1000,
  /**
   * A request records its time (last_seen_at) only when the stored one is at least this old, so
   * a busy admin costs one write (one commit, an fsync on SQLite) a minute, not one per request.
   * The price: a session may end up to this much before 30 minutes after its very last request,
   * never after — the idle timeout is 30 minutes with at most a minute's slack, on the safe side.
   */
  touchIntervalMs: 60 * 1000,
} as const;

/**
 * The `__Host-` prefix binds the cookie to this origin over HTTPS; it needs Secure. The names are
 * shared with the host's nginx, which never shares an answer with a signed-in request.
 */
export const sessionCookieName = (secure: boolean) => (secure ? apiProxy.sessionCookie.secure : apiProxy.sessionCookie.plain);

/** 256 random bits, as the client holds it. */
export const newSessionId = () => randomBytes(32).toString('base64url');

/** Only this hash is stored, so a leaked sessions table opens no session. */
export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

export function isSessionExpired(session: { createdAt: number; lastSeenAt: number }, now: number): boolean {
  return now - session.lastSeenAt >= sessionTimeouts.idleMs || now - session.createdAt >= sessionTimeouts.absoluteMs;
}
