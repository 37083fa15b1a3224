// The school's About us record: twelve texts, read by everyone, saved whole by the admin's form
// (PUT /school/about-us).
import * as z from 'zod/mini';
import { ABOUT_US_FIELDS, type AboutUsField } from '../types/enums';
import { coordinate, email, limits, requiredName, requiredText } from './fieldRules';
import { schoolDataMessages } from '../messages/schoolDataMessages';

export const aboutUsSchema = z.object(
  Object.fromEntries(ABOUT_US_FIELDS.map((field) => [field, z.string()])) as Record<AboutUsField, z.ZodMiniString<string>>,
);

const m = schoolDataMessages.aboutUs;
const line = (required: string) => requiredName(required, limits.aboutUsFieldLength);

export const aboutUsInputSchema = z.object({
  name: line(m.name),
  description: requiredText(m.description, limits.aboutUsTextLength),
  history: requiredText(m.history, limits.aboutUsTextLength),
  email: email(m.email, m.emailFormat, limits.aboutUsFieldLength),
  phone: line(m.phone),
  fax: line(m.fax),
  address: line(m.address),
  city: line(m.city),
  region: line(m.region),
  country: line(m.country),
  latitude: coordinate(m.latitude, m.latitudeRange, 90),
  longitude: coordinate(m.longitude, m.longitudeRange, 180),
});

export type AboutUs = z.output<typeof aboutUsSchema>;
