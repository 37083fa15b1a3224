// The schools of a county's platform (issue 25): what the site's theme answers (GET /api/site),
// what the platform console lists and sends, and the invitation a school's first ADMIN accepts.
import * as z from 'zod/mini';
import { platformMessages as m } from '../messages/platformMessages';
import { messages } from '../messages/userMessages';
import { contrastRatio, hasReadableContrast, hexColorPattern } from './colorContrast';
import { cleanText, requiredName } from './fieldRules';
import { registrationSchema } from './userSchema';

export const SCHOOL_STATUSES = ['ACTIVE', 'SUSPENDED'] as const;

/** A domain as written in the console: lower-cased, letters, digits, dots and hyphens. */
export const domainPattern = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** How a school looks on its public pages: the same components, its own name, images and colours. */
export const schoolBrandingSchema = z.object({
  name: z.string(),
  logoUrl: z.nullable(z.string()),
  faviconUrl: z.nullable(z.string()),
  brandColor: z.string(),
  brandTextColor: z.string(),
  footerContacts: z.string(),
});

/** GET /api/site: whose site the request's host is. `single`: an install without schools. */
export const siteSchema = z.object({
  kind: z.enum(['single', 'school', 'platform']),
  school: z.nullable(schoolBrandingSchema),
});

const color = z.string({ error: m.colorFormat }).check(z.trim(), z.regex(hexColorPattern, m.colorFormat), z.toLowerCase());
// An image of this site (a media file's address): nothing of a third party is on any page
// (decisions.md), and never javascript: or data:.
const imageUrl = z.nullable(cleanText(m.imageUrl).check(z.maxLength(500, messages.tooLong(500)), z.refine((value) => value === '' || /^\/(?!\/)\S*$/.test(value), m.imageUrl)));

/** The branding form (console): the colour pair must reach the contrast rule. */
export const schoolBrandingInputSchema = z
  .object({
    name: requiredName(m.schoolName, 200),
    logoUrl: imageUrl,
    faviconUrl: imageUrl,
    brandColor: color,
    brandTextColor: color,
    footerContacts: cleanText().check(z.maxLength(1000, messages.tooLong(1000))),
  })
  .check(
    z.superRefine((branding, context) => {
      if (!hexColorPattern.test(branding.brandColor) || !hexColorPattern.test(branding.brandTextColor)) return;
      if (!hasReadableContrast(branding.brandColor, branding.brandTextColor)) {
        context.addIssue({ code: 'custom', path: ['brandTextColor'], message: m.contrast(contrastRatio(branding.brandColor, branding.brandTextColor)), input: branding.brandTextColor });
      }
    }),
  );

const domain = z.string({ error: m.domains }).check(
  z.trim(),
  z.toLowerCase(),
  z.superRefine((value, context) => {
    if (!domainPattern.test(value)) context.addIssue({ code: 'custom', message: m.domainFormat(value), input: value });
  }),
);

/** The console's Add school form: a name and at least one domain. */
export const newSchoolInputSchema = z.object({
  name: requiredName(m.schoolName, 200),
  domains: z.array(domain, { error: m.domains }).check(z.minLength(1, m.domains), z.maxLength(20, m.domains)),
});

/** An invitation link (the console's answer): who opens it before `expiresAt` becomes the role. */
export const invitationSchema = z.object({ url: z.string(), role: z.string(), expiresAt: z.int() });

export const INVITATION_ROLES = ['ADMIN', 'MANAGER'] as const;
export const invitationInputSchema = z.object({ role: z.enum(INVITATION_ROLES, { error: m.invitationRole }) });

/** Accepting an invitation: a new account (the registration's rules), or an existing one's password. */
export const invitationAcceptSchema = z.extend(registrationSchema, { token: z.string().check(z.minLength(1), z.maxLength(100)) });

/** One row of the console's table: the school, its status and its health. */
export const platformSchoolSchema = z.object({
  id: z.int(),
  name: z.string(),
  status: z.enum(SCHOOL_STATUSES),
  domains: z.array(z.string()),
  branding: schoolBrandingSchema,
  health: z.object({
    /** The content-health list's count of entries (what "Needs attention" shows); null until content is counted per school. */
    attention: z.nullable(z.int()),
    /** Legal sections (Law 544 categories) with no document; null until content is counted per school. */
    emptyLegalSections: z.nullable(z.int()),
    lastPublishAt: z.nullable(z.int()),
    storageBytes: z.int(),
    quotaBytes: z.int(),
  }),
});

export const newSchoolAnswerSchema = z.object({ school: platformSchoolSchema, invitation: invitationSchema });

/**
 * GET /api/platform/sites (the platform's host, anonymous): what the renderer of the public pages'
 * snapshots draws. `single`: no school is configured, the install is one site on any host. Each
 * active school's public address (on its first domain) and every domain it answers on: addresses
 * any visitor reaches anyway, and nothing else (no name, id, status, suspended school).
 */
export const platformSitesSchema = z.object({
  single: z.boolean(),
  sites: z.array(z.object({ url: z.string(), hosts: z.array(z.string()) })),
});

export type SchoolBranding = z.output<typeof schoolBrandingSchema>;
export type SchoolBrandingInput = z.input<typeof schoolBrandingInputSchema>;
export type Site = z.output<typeof siteSchema>;
export type NewSchoolInput = z.input<typeof newSchoolInputSchema>;
export type PlatformSchool = z.output<typeof platformSchoolSchema>;
export type Invitation = z.output<typeof invitationSchema>;
export type InvitationAccept = z.input<typeof invitationAcceptSchema>;
