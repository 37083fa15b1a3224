// Field rules shared by the forms and the API. Each validator answers field → message for the
// first rule a field breaks; an empty object means valid. Strings are judged trimmed.
import {
  ABOUT_US_FIELDS,
  DEGREES,
  EDUCATION_TYPES,
  GENDERS,
  POSITIONS,
  type AboutUs,
  type ClassInput,
  type Credentials,
  type Registration,
  type SubjectInput,
  type TeacherInput,
} from '../types';
import { messages } from './messages';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export const limits = {
  nameLength: 100,
  usernamePattern: /^[A-Za-z0-9._-]{3,50}$/,
  passwordMin: 8,
  passwordMax: 128,
  aboutUsTextLength: 5000,
  aboutUsFieldLength: 200,
  yearsOfServiceMax: 60,
  classNumberMax: 12,
} as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isBlank = (value: unknown) => text(value) === '';
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

// A letter, digit, punctuation mark or symbol, other than the few that draw nothing (Hangul
// fillers, the blank Braille pattern).
const visibleCharacter = /(?![\u115f\u1160\u3164\uffa0\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;
// Control (tab, line feed, NUL…), format (zero-width, bidi overrides, soft hyphen…), line and
// paragraph separators, and lone surrogates: none belongs in a name.
const hiddenCharacter = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

/** Required and at most `max` characters: the spec's message when blank or invisible, a length message when long. */
function requiredText(value: unknown, requiredMessage: string, max: number): string | undefined {
  if (!visibleCharacter.test(text(value))) return requiredMessage;
  if (text(value).length > max) return messages.tooLong(max);
  return undefined;
}

/** A name, on one line: also refused (with the field's message) when it hides characters. */
function requiredName(value: unknown, requiredMessage: string, max: number): string | undefined {
  return hiddenCharacter.test(text(value)) ? requiredMessage : requiredText(value, requiredMessage, max);
}

function collect<K extends string>(checks: Record<K, string | undefined>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(checks) as K[]) {
    if (checks[key] !== undefined) errors[key] = checks[key];
  }
  return errors;
}

export const isValid = (errors: FieldErrors) => Object.keys(errors).length === 0;

export function validateLogin(values: Partial<Credentials>): FieldErrors<keyof Credentials> {
  return collect({
    username: isBlank(values.username) ? messages.login.username : undefined,
    // Passwords are not trimmed: spaces may be part of one.
    password: !values.password ? messages.login.password : undefined,
  });
}

export function validateRegistration(
  values: Partial<Registration>,
): FieldErrors<'firstName' | 'lastName' | 'username' | 'password'> {
  const password = typeof values.password === 'string' ? values.password : '';
  return collect({
    firstName: requiredName(values.firstName, messages.registration.firstName, limits.nameLength),
    lastName: requiredName(values.lastName, messages.registration.lastName, limits.nameLength),
    username: isBlank(values.username)
      ? messages.registration.username
      : limits.usernamePattern.test(text(values.username))
        ? undefined
        : messages.registration.usernameFormat,
    password:
      password === ''
        ? messages.registration.password
        : password.length < limits.passwordMin || password.length > limits.passwordMax
          ? messages.registration.passwordLength
          : undefined,
  });
}

export function validateSubject(values: Partial<SubjectInput>): FieldErrors<'name'> {
  return collect({ name: requiredName(values.name, messages.subject.name, limits.nameLength) });
}

function isWholeNumberIn(value: unknown, min: number, max: number) {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

export function validateTeacher(
  values: Partial<TeacherInput>,
): FieldErrors<'firstName' | 'lastName' | 'gender' | 'position' | 'degree' | 'yearsOfService'> {
  return collect({
    firstName: requiredName(values.firstName, messages.teacher.firstName, limits.nameLength),
    lastName: requiredName(values.lastName, messages.teacher.lastName, limits.nameLength),
    gender: isOneOf(GENDERS, values.gender) ? undefined : messages.teacher.gender,
    position: isOneOf(POSITIONS, values.position) ? undefined : messages.teacher.position,
    degree: values.degree == null || isOneOf(DEGREES, values.degree) ? undefined : messages.teacher.degree,
    yearsOfService:
      values.yearsOfService == null || isWholeNumberIn(values.yearsOfService, 0, limits.yearsOfServiceMax)
        ? undefined
        : messages.teacher.yearsOfService,
  });
}

export function validateClass(values: Partial<ClassInput>): FieldErrors<'name' | 'educationType' | 'number'> {
  return collect({
    name: requiredName(values.name, messages.schoolClass.name, limits.nameLength),
    educationType: isOneOf(EDUCATION_TYPES, values.educationType) ? undefined : messages.schoolClass.educationType,
    number:
      values.number == null || isWholeNumberIn(values.number, 0, limits.classNumberMax)
        ? undefined
        : messages.schoolClass.number,
  });
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const decimalPattern = /^-?\d+(\.\d+)?$/;

function coordinate(value: unknown, requiredMessage: string, rangeMessage: string, bound: number) {
  if (isBlank(value)) return requiredMessage;
  const raw = text(value);
  return decimalPattern.test(raw) && Math.abs(Number(raw)) <= bound ? undefined : rangeMessage;
}

export function validateAboutUs(values: Partial<AboutUs>): FieldErrors<keyof AboutUs> {
  const m = messages.aboutUs;
  const checks = {} as Record<keyof AboutUs, string | undefined>;
  for (const field of ABOUT_US_FIELDS) {
    const multiline = field === 'description' || field === 'history';
    const max = multiline ? limits.aboutUsTextLength : limits.aboutUsFieldLength;
    checks[field] = (multiline ? requiredText : requiredName)(values[field], m[field], max);
  }
  if (!checks.email && !emailPattern.test(text(values.email))) checks.email = m.emailFormat;
  checks.latitude = coordinate(values.latitude, m.latitude, m.latitudeRange, 90);
  checks.longitude = coordinate(values.longitude, m.longitude, m.longitudeRange, 180);
  return collect(checks);
}
