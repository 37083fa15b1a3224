// The platform's words: the county console's (English) and what a school's visitors read when
// its address names no school or the school is suspended (Romanian).
import siteStatus from '../../http/siteStatus.json';
import { minimumContrast } from '../schemas/colorContrast';

export const platformMessages = {
  schoolName: 'A school name is required.',
  domains: 'Give at least one domain, e.g. scoala5.example.ro.',
  domainFormat: (domain: string) => `“${domain}” is not a domain name (letters, digits, dots and hyphens, e.g. scoala5.example.ro).`,
  domainTaken: (domain: string) => `The domain “${domain}” already belongs to a school.`,
  colorFormat: 'Write the colour as #rrggbb, e.g. #1f4e79.',
  contrast: (ratio: number) =>
    `The text colour on the brand colour has a contrast of ${ratio.toFixed(2)}:1; it must be at least ${minimumContrast}:1 to be readable. Choose a darker or lighter colour.`,
  imageUrl: 'Give the address of an image of this site, e.g. a file of the media library (/api/media/files/…).',
  schoolNotFound: 'No such school.',
  invitationRole: 'The role must be ADMIN or MANAGER.',
  invitationInvalid: 'This invitation link is not valid: it has expired, was already used, or belongs to another school. Ask the platform operator for a new one.',
  added: 'School added. Send the invitation link to its first administrator.',
  suspended: (name: string) => `${name} is suspended: its public site says it is unavailable.`,
  resumed: (name: string) => `${name} is active again.`,
  brandingSaved: 'Branding saved.',
  quotaFull: (quota: string) => `This school's storage is full (${quota}). Delete files you no longer use, or ask the platform operator for more space.`,
  /** `npm run school:export` / `school:import` and the console's export: what the operator reads. */
  archive: {
    notOurs: 'This file is not a school archive of this website (a .tar.gz written by npm run school:export or the console\'s Export).',
    unknownVersion: (version: unknown, known: number) => `This school archive has format version ${String(version)}; this install reads version ${known}. Import it with the version of the website that wrote it, or a newer one.`,
    damaged: (what: string) => `This school archive is damaged or incomplete (${what}). Export the school again.`,
    notEmpty: (where: string) => `The target already holds a school's content (${where}). Import into a new, empty database, before the API's first start (which writes a sample school into an empty database).`,
    domainTaken: (domain: string) => `The domain “${domain}” already belongs to a school of this platform.`,
    rowRefused: (table: string, reason: string) => `A row of ${table} in the archive cannot be written here (${reason}). Nothing was imported.`,
    usernamesTaken: (names: string[]) => `These accounts of the archive already exist here: ${names.join(', ')}. Usernames are unique on an install; rename or remove them here first.`,
    domainsNeedPlatform: 'A school with domains is imported into a county platform, which needs PostgreSQL (DATABASE_URL=postgres://…); on SQLite import without --domain, as the install\'s one school.',
    platformNeedsDomains: 'This install is a platform of several schools: give the imported school\'s domains with --domain.',
    singleHasSchools: 'This install is a platform of several schools: name the school to export with --school ID or --school DOMAIN.',
    noSuchSchool: (school: string) => `No school “${school}” on this install (give its id or one of its domains).`,
  },
  /** The API's answer on a host that names no school (404) and on a suspended school's host (503). */
  unknownHost: 'No school is served at this address.',
  schoolUnavailable: "This school's site is unavailable.",
  /** The public site's plain pages, in Romanian (written by the host's server). */
  site: { unknownHost: siteStatus.unknownHost, suspended: siteStatus.suspended },
} as const;
