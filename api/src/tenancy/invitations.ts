// An invitation link: a random token (only its hash is stored) on the school's own host, valid
// for a week and once.
import { createHash, randomBytes } from 'node:crypto';
import { invitationPath } from '@school/shared/routing';
import type { Invitation, SchoolRole } from '@school/shared/types';
import type { Db } from '../db/database';
import { insertInvitation } from '../repositories/invitationsRepository';
import { schoolOrigin } from './siteOrigin';

export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link on the school's first domain (its site's address, siteOrigin.ts). */
export function invitationUrl(publicSiteUrl: string, domain: string, token: string): string {
  const url = new URL(schoolOrigin(publicSiteUrl, domain));
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
