// The school's About-us details last read from the API, kept in localStorage so the footer and
// the contact page still show an address and a phone number while the API cannot answer.
import { ABOUT_US_FIELDS, type AboutUs } from '../types';

export const SCHOOL_DETAILS_KEY = 'schoolDetails';

function isAboutUs(value: unknown): value is AboutUs {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return ABOUT_US_FIELDS.every((field) => typeof record[field] === 'string');
}

export function loadStoredSchoolDetails(storage: Storage | undefined = globalThis.localStorage): AboutUs | null {
  try {
    const raw = storage?.getItem(SCHOOL_DETAILS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isAboutUs(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveStoredSchoolDetails(details: AboutUs, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(SCHOOL_DETAILS_KEY, JSON.stringify(details));
  } catch {
    // Private browsing or a full quota: only the fallback is lost.
  }
}
