// @school/shared/schemas: one schema per entity (what the API answers, what its form sends and
// the rules with the spec's messages), used by the forms (remote-auth, remote-admin) and by the
// API's routes. A Module Federation shared module of its own, so public pages never download
// the schema library.
export { validate, type FieldErrors } from './validate';
export { cleanText, limits, withoutUnsafeCharacters } from './fieldRules';
export { aboutUsInputSchema, aboutUsSchema } from './aboutUsSchema';
export { classBodySchema, classInputSchema, classSchema } from './classSchema';
export { subjectInputSchema, subjectSchema } from './subjectSchema';
export { teacherInputSchema, teacherSchema } from './teacherSchema';
export { credentialsSchema, registrationSchema, userSchema } from './userSchema';
export { pageSizeMax, type Page } from './pagingSchema';
export { managedUserSchema, passwordSetSchema, roleChangeSchema, userListQuerySchema, userPageSchema, userUpdateSchema, USER_SORTS } from './managedUserSchema';
export { otherSessionsEndedSchema, passwordChangeSchema } from './accountSchema';
export { AUDIT_ITEM_TYPES, auditEntrySchema, auditLogPageSchema, auditLogQuerySchema } from './auditLogSchema';
export { AUDIT_PRESENCE, auditChangeSchema } from './auditChangeSchema';
export {
  MEDIA_KINDS,
  MEDIA_VARIANT_FORMATS,
  mediaLimits,
  mediaListQuerySchema,
  mediaPageSchema,
  mediaSchema,
  mediaTakedownSchema,
  mediaUpdateSchema,
  mediaVariantSchema,
} from './mediaSchema';
export * from './contentFields';
export { newsInputSchema, newsListQuerySchema, newsPageSchema, newsSchema } from './newsSchema';
export { EVENT_CATEGORIES, eventCategoryWords, eventInputSchema, eventListQuerySchema, eventPageSchema, eventSchema, isDayOnly, isEventCategory } from './eventSchema';
export { DOCUMENT_CATEGORIES, documentInputSchema, documentListQuerySchema, documentPageSchema, documentSchema, PUBLIC_INFORMATION_CATEGORIES } from './documentSchema';
export { galleryInputSchema, galleryListQuerySchema, galleryPageSchema, gallerySchema } from './gallerySchema';
export { SECTION_KINDS, archivedSectionsQuerySchema, archivedSectionsSchema, pageInputSchema, pageListQuerySchema, pagePageSchema, pageSchema, pageSectionInputSchema } from './pageSchema';
export { SEARCH_RESULT_TYPES, searchAnswerSchema, searchLimits, searchQuerySchema, searchResultSchema } from './searchSchema';
export {
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  PUBLIC_INFORMATION_ANSWER_DAYS,
  accessibilityFeedbackSchema,
  messageLimits,
  messageListQuerySchema,
  messagePageSchema,
  messageReceiptSchema,
  messageStatusInputSchema,
  photoTakedownSchema,
  publicInformationRequestSchema,
  visitorMessageInputSchema,
  visitorMessageSchema,
} from './visitorMessageSchema';
export { visitorFormMessages } from '../messages/visitorFormMessages';
export { contentHealthSchema, healthEntrySchema, HEALTH_KINDS, rolloverResultSchema, YEARLY_PAGE_KEYS } from './contentHealthSchema';
export {
  INVITATION_ROLES,
  SCHOOL_STATUSES,
  domainPattern,
  invitationAcceptSchema,
  invitationInputSchema,
  invitationSchema,
  newSchoolAnswerSchema,
  newSchoolInputSchema,
  platformSchoolSchema,
  platformSitesSchema,
  schoolBrandingInputSchema,
  schoolBrandingSchema,
  siteSchema,
} from './schoolSchema';
export { contrastRatio, hasReadableContrast, minimumContrast } from './colorContrast';
export { schoolYearListSchema } from './schoolYearListSchema';
