// The platform's tables of schools (0020): the schools, their domains, who holds a role in which,
// and invitations; apart from schema.ts, which lists every table.
import type { Generated } from 'kysely';
import type { Millis } from './schema';

export interface SchoolsTable {
  id: Generated<number>;
  name: string;
  /** ACTIVE or SUSPENDED (its public site says it is unavailable; nothing is deleted). */
  status: Generated<string>;
  logo_url: string | null;
  favicon_url: string | null;
  /** The colour pair: the brand colour and the text written on it (contrast ≥ 4.5:1). */
  brand_color: Generated<string>;
  brand_text_color: Generated<string>;
  footer_contacts: Generated<string>;
  quota_bytes: Generated<Millis>;
  created_at: Millis;
}

export interface SchoolDomainsTable {
  /** Lower-case host name without port. */
  host: string;
  school_id: number;
}

export interface SchoolMembershipsTable {
  user_id: number;
  school_id: number;
  role: string;
}

export interface SchoolInvitationsTable {
  /** SHA-256 of the token; the token itself is only in the invitation link. */
  token_hash: string;
  school_id: number;
  role: string;
  created_at: Millis;
  expires_at: Millis;
  accepted_at: Millis | null;
}
