// Table types for Kysely. Time columns are epoch milliseconds stored as bigint; PostgreSQL hands
// bigints back as strings, so mappers convert them with Number().
import type { Generated } from 'kysely';
import type { EventsTable } from './eventsTable';
import type { RenderAssetsTable, RenderJobsTable, SchoolDomainsTable, SchoolInvitationsTable, SchoolMembershipsTable, SchoolsTable } from './schoolsTables';

export type { EventsTable, RenderAssetsTable, RenderJobsTable, SchoolDomainsTable, SchoolInvitationsTable, SchoolMembershipsTable, SchoolsTable };

export type Millis = number | string | bigint;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** Lower-cased username: its unique index makes usernames unique without regard to case. */
  username_key: string;
  first_name: string;
  last_name: string;
  role: string;
  password_hash: string;
  created_at: Millis;
  /** 1: the account cannot sign in (0008). */
  disabled: Generated<number>;
}

export interface SessionsTable {
  /** SHA-256 of the session id; the id itself is only ever in the client's cookie. */
  id_hash: string;
  user_id: number;
  created_at: Millis;
  last_seen_at: Millis;
  /** The school whose host the session was made on (0020); null on the platform's host or a single-school install. */
  school_id: number | null;
  /** 1: made on the platform's own host (0020). */
  platform: Generated<number>;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  username_key: string;
  ip: string;
  attempted_at: Millis;
}

export interface RegistrationAttemptsTable {
  id: Generated<number>;
  ip: string;
  attempted_at: Millis;
}

export interface AboutUsTable {
  id: number;
  name: string;
  description: string;
  history: string;
  email: string;
  phone: string;
  fax: string;
  address: string;
  city: string;
  region: string;
  country: string;
  latitude: string;
  longitude: string;
}

export interface SubjectsTable {
  id: Generated<number>;
  name: string;
  /** nameKey(name): its unique index makes subject names unique without regard to case or diacritics. */
  name_key: string;
}

export interface TeachersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  gender: string;
  position: string;
  subject_id: number | null;
  degree: string | null;
  years_of_service: number | null;
}

export interface ClassesTable {
  id: Generated<number>;
  number: number;
  name: string;
  education_type: string;
  master_id: number | null;
}

export interface MediaTable {
  id: Generated<number>;
  /** 'IMAGE' or 'DOCUMENT'. */
  kind: string;
  /** Decided from the file's bytes, never from its name. */
  mime_type: string;
  original_name: string;
  /** Where the original lies in the storage; content-hashed, so its URL never changes meaning. */
  storage_key: string;
  sha256: string;
  size_bytes: Millis;
  width: number | null;
  height: number | null;
  alt: Generated<string>;
  /** 1 when the image is decorative and needs no alt text. */
  decorative: Generated<number>;
  uploaded_by: number | null;
  created_at: Millis;
  /** nameKey of the original name and alt text: what the library's search matches (0006). */
  search_key: Generated<string>;
  /** The school it was uploaded on (0021); null on a single-school install. */
  school_id: Generated<number | null>;
}

export interface MediaVariantsTable {
  id: Generated<number>;
  media_id: number;
  /** 'webp', 'avif' or 'jpeg'. */
  format: string;
  width: number;
  height: number;
  storage_key: string;
  size_bytes: Millis;
}

/** Which content item uses which media. A file is public only while some use is visible. */
export interface MediaUsagesTable {
  media_id: number;
  /** 'news', 'page', 'document', 'gallery', ... */
  owner_type: string;
  owner_id: number;
  /** Epoch ms from which the owner is public (its publish time); null while draft or in the trash. */
  visible_from: Millis | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Millis;
  actor_id: number | null;
  /** Kept as written: the log still names a user who was later removed. */
  actor_username: string;
  action: string;
  item_type: string;
  item_id: string;
  item_label: Generated<string>;
  /** JSON: { field: [before, after] }, never a password or a file's bytes. */
  changes: Generated<string>;
}

/** The lifecycle columns every content item has (contentLifecycle.ts). */
export interface LifecycleColumns {
  /** 'DRAFT' or 'PUBLISHED'. */
  status: string;
  /** Epoch ms; a PUBLISHED item is public from then on (null: at once). */
  publish_at: Millis | null;
  created_at: Millis;
  updated_at: Millis;
  /** Epoch ms when moved to the trash; purged 30 days later. */
  deleted_at: Millis | null;
}

export interface NewsPostsTable extends LifecycleColumns {
  id: Generated<number>;
  slug: string;
  title: string;
  place: string;
  /** YYYY-MM-DD. */
  date: string;
  /** Sanitized HTML. */
  body: string;
  school_year: string;
  /** The project a post belongs to (e.g. the Erasmus+ project), null for the school's news. */
  project: string | null;
  /** JSON: a photo reference or null. */
  cover_image: string | null;
  /** JSON: photo references. */
  images: string;
  /** Epoch ms when the school-year rollover archived it (0010). */
  archived_at: Millis | null;
}

/** A news post's former slugs: their addresses answer 301 to the current one. */
export interface NewsOldSlugsTable {
  slug: string;
  news_id: number;
}

export interface PagesTable extends LifecycleColumns {
  id: Generated<number>;
  /** The public route, without its leading slash ('inscrierea', 'activitati/saptamana-verde'). */
  key: string;
  title: string;
  /** JSON: the ordered sections. */
  sections: string;
}

export interface DocumentsTable extends LifecycleColumns {
  id: Generated<number>;
  title: string;
  media_id: number | null;
  url: string | null;
  category: string;
  school_year: string;
  published_on: string;
  valid_until: string | null;
  /** Epoch ms when the school-year rollover archived it (0010). */
  archived_at: Millis | null;
}

export interface GalleriesTable extends LifecycleColumns {
  id: Generated<number>;
  title: string;
  school_year: string;
  /** JSON: the ordered photos. */
  photos: string;
  /** Epoch ms when the school-year rollover archived it (0010). */
  archived_at: Millis | null;
}

/** A saved version of a news post or a page (the last 20 of each are kept). */
export interface ContentRevisionsTable {
  id: Generated<number>;
  item_type: string;
  item_id: number;
  /** JSON: the item's input as saved. */
  snapshot: string;
  created_at: Millis;
  author_username: string;
}

export interface MessagesTable {
  id: Generated<number>;
  kind: string;
  status: Generated<string>;
  name: string;
  email: string;
  text: string;
  page: string | null;
  gallery: string | null;
  photo: string | null;
  /** A Law 544 request's number is registration_seq/registration_year; null for other kinds. */
  registration_year: number | null;
  registration_seq: number | null;
  received_at: Millis;
  updated_at: Millis;
}

export interface MessageAttemptsTable {
  id: Generated<number>;
  ip: string;
  attempted_at: Millis;
}

/** Each school year an ADMIN started (0010). */
export interface SchoolYearRolloversTable {
  school_year: string;
  at: Millis;
  actor_username: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  registration_attempts: RegistrationAttemptsTable;
  about_us: AboutUsTable;
  subjects: SubjectsTable;
  teachers: TeachersTable;
  classes: ClassesTable;
  media: MediaTable;
  media_variants: MediaVariantsTable;
  media_usages: MediaUsagesTable;
  audit_log: AuditLogTable;
  news_posts: NewsPostsTable;
  news_old_slugs: NewsOldSlugsTable;
  pages: PagesTable;
  documents: DocumentsTable;
  galleries: GalleriesTable;
  events: EventsTable;
  content_revisions: ContentRevisionsTable;
  messages: MessagesTable;
  message_attempts: MessageAttemptsTable;
  school_year_rollovers: SchoolYearRolloversTable;
  schools: SchoolsTable;
  school_domains: SchoolDomainsTable;
  school_memberships: SchoolMembershipsTable;
  school_invitations: SchoolInvitationsTable;
  render_jobs: RenderJobsTable;
  render_assets: RenderAssetsTable;
}
