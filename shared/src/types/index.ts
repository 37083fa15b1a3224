// Entity types shared by the API and every front-end section. Shapes are what the API answers.

export const ROLES = ['USER', 'MANAGER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

export const POSITIONS = ['PRINCIPAL', 'DEPUTY_PRINCIPAL', 'PEDAGOGUE', 'TEACHER'] as const;
export type Position = (typeof POSITIONS)[number];

export const DEGREES = ['debutant', 'definitivat', 'II', 'I', 'doctor'] as const;
export type Degree = (typeof DEGREES)[number];

export const EDUCATION_TYPES = ['PRIMARY', 'HIGH_SCHOOL'] as const;
export type EducationType = (typeof EDUCATION_TYPES)[number];

/** The signed-in user. `token` is always "": the session lives in an httpOnly cookie. */
export interface User {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  role: Role;
  token: string;
}

export interface Credentials {
  username: string;
  password: string;
}

export interface Registration {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  token: string;
}

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
export type AboutUs = Record<AboutUsField, string>;

export interface Subject {
  id: number;
  name: string;
}

export interface Teacher {
  id: number;
  firstName: string;
  lastName: string;
  gender: Gender;
  position: Position;
  subject: Subject | null;
  degree: Degree | null;
  yearsOfService: number | null;
}

export interface SchoolClass {
  id: number;
  number: number;
  name: string;
  educationType: EducationType;
  master: Teacher | null;
}

/** A relation as the client sends it: only the id counts. */
export interface Reference {
  id: number;
}

export interface SubjectInput {
  id?: number;
  name: string;
}

export interface TeacherInput {
  id?: number;
  firstName: string;
  lastName: string;
  gender: Gender;
  position: Position;
  subject: Reference | null;
  degree: Degree | null;
  yearsOfService: number | null;
}

export interface ClassInput {
  id?: number;
  number: number;
  name: string;
  educationType: EducationType;
  master: Reference | null;
}

/** Every error the API answers has this body; `errors` only for validation (field → message). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}
