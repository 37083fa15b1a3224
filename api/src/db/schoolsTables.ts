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

/**
 * A page of a school to (re)render, or '*': check the school's snapshots (0026). PostgreSQL only
 * (a platform's), as the renderer's queue: scripts/prerender/renderQueue.mjs.
 */
export interface RenderJobsTable {
  id: Generated<string>;
  school_id: number;
  /** A page path, or '*' (check the school's snapshots). */
  path: string;
  /** 'edit', 'missing', 'redeploy', … */
  reason: string;
  /** 0 edits, 1 missing pages, 2 a redeploy's backlog: lowest first. */
  priority: number;
  /** Order within a priority: the most visited first. */
  rank: Generated<number>;
  enqueued_at: Generated<Date>;
}

/** The shared assets' versions (ETag or hash by URL) the render workers compare-and-set (0026). */
export interface RenderAssetsTable {
  url: string;
  version: string;
}
