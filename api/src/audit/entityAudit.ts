// What the audit log records of the writes that are not a content kind's save: the school's
// entities (subjects, teachers, classes, About us), users, media files, messages, a takedown and
// the school-year rollover. Each declares every field of what its route writes, as the kinds do.
import {
  degreeLabels,
  educationTypeLabels,
  genderLabels,
  messageStatusLabels,
  positionLabels,
  type AboutUs,
  type AuditNoun,
  type MessageStatus,
  type SchoolClass,
  type Subject,
  type Teacher,
} from '@school/shared/types';
import { counts, enumOf, fileType, flag, items, number, reference, secret, size, text, type AuditFields } from './auditFields';

/** A school entity as its route answers it; its id is the entry's item id, not a change. */
type Entity<T extends { id: number }> = Omit<T, 'id'>;

export const subjectAudit: AuditFields<Entity<Subject>> = { name: text('name') };

export const teacherAudit: AuditFields<Entity<Teacher>> = {
  firstName: text('first name'),
  lastName: text('last name'),
  gender: enumOf('gender', genderLabels),
  position: enumOf('position', positionLabels),
  subject: reference('subject', (subject: Subject) => subject.name),
  degree: enumOf('degree', degreeLabels),
  yearsOfService: number('years of service'),
};

export const classAudit: AuditFields<Entity<SchoolClass>> = {
  name: text('name'),
  number: number('number'),
  educationType: enumOf('education type', educationTypeLabels),
  master: reference('master', (teacher: Teacher) => `${teacher.firstName} ${teacher.lastName}`),
};

export const aboutUsAudit: AuditFields<AboutUs> = {
  name: text('name'),
  description: text('description'),
  history: text('history'),
  email: text('email'),
  phone: text('phone'),
  fax: text('fax'),
  address: text('address'),
  city: text('city'),
  region: text('region'),
  country: text('country'),
  latitude: text('latitude'),
  longitude: text('longitude'),
};

/** A user's account: `password` true when a new one was set (its value never reaches the log). */
export interface AuditedUser {
  role: string;
  disabled: boolean;
  password: boolean;
}
export const userAudit: AuditFields<AuditedUser> = {
  role: text('role'),
  disabled: flag('account', { yes: 'disabled', no: 'enabled' }),
  password: secret('password'),
};

export interface AuditedUpload {
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  alt: string;
}
export const uploadAudit: AuditFields<AuditedUpload> = {
  originalName: text('file name'),
  mimeType: fileType('file type'),
  sizeBytes: size('size'),
  alt: text('alt text'),
};

export const mediaTextAudit: AuditFields<{ alt: string; decorative: boolean }> = { alt: text('alt text'), decorative: flag('decorative', { yes: 'yes', no: 'no' }) };

export const messageAudit: AuditFields<{ status: MessageStatus }> = { status: enumOf('status', messageStatusLabels) };

type Counts = { noun: AuditNoun; count: number }[];

/** A takedown: the file gone, the items it was removed from, the earlier versions rewritten. */
export interface AuditedTakedown {
  file: string | null;
  removedFrom: { type: string; title: string }[];
  revisionsRewritten: Counts;
}
export const takedownAudit: AuditFields<AuditedTakedown> = {
  file: text('file'),
  removedFrom: items('removed from'),
  revisionsRewritten: counts('rewritten without it'),
};

/** The rollover: what it moved to the archive, counted by kind. */
export const rolloverAudit: AuditFields<{ archived: Counts }> = { archived: counts('moved to the archive') };
