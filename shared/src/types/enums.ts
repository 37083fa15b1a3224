// The values the API's enum fields take, and the About us record's fields in the spec's order.

/** The roles a school gives (its ADMIN assigns them; a membership holds one per school). */
export const ROLES = ['USER', 'MANAGER', 'ADMIN'] as const;
export type SchoolRole = (typeof ROLES)[number];

/** The county's operator: signs in only on the platform's own host, and holds no school's role. */
export const PLATFORM_ROLE = 'PLATFORM_ADMIN';

/** Every role a signed-in user can have. */
export const SIGNED_IN_ROLES = [...ROLES, PLATFORM_ROLE] as const;
export type Role = (typeof SIGNED_IN_ROLES)[number];

/** Who may create, edit, publish, delete and upload content (news, pages, documents, galleries, media, messages). */
export const CONTENT_EDITOR_ROLES = ['MANAGER', 'ADMIN'] as const satisfies readonly Role[];

export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

export const POSITIONS = ['PRINCIPAL', 'DEPUTY_PRINCIPAL', 'PEDAGOGUE', 'TEACHER'] as const;
export type Position = (typeof POSITIONS)[number];

export const DEGREES = ['debutant', 'definitivat', 'II', 'I', 'doctor'] as const;
export type Degree = (typeof DEGREES)[number];

export const EDUCATION_TYPES = ['PRIMARY', 'HIGH_SCHOOL'] as const;
export type EducationType = (typeof EDUCATION_TYPES)[number];

export const ABOUT_US_FIELDS = [
  'name',
  'description',
  'history',
  'email',
  'phone',
  'fax',
  'address',
  'city',
  'region',
  'country',
  'latitude',
  'longitude',
] as const;
export type AboutUsField = (typeof ABOUT_US_FIELDS)[number];
