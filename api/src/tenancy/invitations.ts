// An invitation link: a random token (only its hash is stored) on the school's own host, valid
// for a week and once.
import { createHash, randomBytes } from 'node:crypto';
import { invitationPath } from '@school/shared/routing';
import type { Invitation, SchoolRole } from '@school/shared/types';
import type { Db } from '../db/database';
import { insertInvitation } from '../repositories/invitationsRepository';

export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The link on the school's first domain, with the scheme and port of the platform's public address
 * (PUBLIC_SITE_URL): https in production, the local port in development.
 */
export function invitationUrl(publicSiteUrl: string, domain: string, token: string): string {
  const site = new URL(publicSiteUrl);
  const url = new URL(`${site.protocol}//${domain}${site.port ? `:${site.port}` : ''}`);
  url.pathname = invitationPath;
  url.searchParams.set('token', token);
  return url.toString();
}

export async function createInvitation(
  db: Db,
  options: { schoolId: number; domain: string; role: SchoolRole; now: number; publicSiteUrl: string },
): Promise<Invitation> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = options.now + invitationLifetimeMs;
  await insertInvitation(db, { tokenHash: hashInvitationToken(token), schoolId: options.schoolId, role: options.role, now: options.now, expiresAt });
  return { url: invitationUrl(options.publicSiteUrl, options.domain, token), role: options.role, expiresAt };
}
