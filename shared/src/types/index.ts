// Entity types shared by the API and every front-end section. Each is inferred from its schema
// in ../schemas (one declaration per entity); these type-only exports cost a page no bytes.
export * from './enums';
export * from './enumLabels';
export { opensInBrowser } from './fileDisplay';
export type { AboutUs } from '../schemas/aboutUsSchema';
export type { SchoolClass, ClassInput } from '../schemas/classSchema';
export type { Subject, SubjectInput } from '../schemas/subjectSchema';
export type { Media, MediaKind, MediaPage, MediaTakedown, MediaUpdate, MediaVariant } from '../schemas/mediaSchema';
export type { Teacher, TeacherInput } from '../schemas/teacherSchema';
export type { Credentials, Registration, User } from '../schemas/userSchema';
export type {
  AccessibilityFeedback,
  MessageKind,
  MessageListQuery,
  MessagePage,
  MessageReceipt,
  MessageStatus,
  MessageStatusInput,
  PhotoTakedownRequest,
  PublicInformationRequest,
  VisitorMessage,
  VisitorMessageInput,
} from '../schemas/visitorMessageSchema';
export type { ManagedUser, UserListQuery, UserSort, UserUpdate } from '../schemas/managedUserSchema';
export type { OtherSessionsEnded, PasswordChange } from '../schemas/accountSchema';
export type { AuditEntry, AuditLogQuery } from '../schemas/auditLogSchema';
export type { AuditChange, AuditChangeKind, AuditNoun, AuditPhotoFlag } from '../schemas/auditChangeSchema';
export type { Page } from '../schemas/pagingSchema';

/** Every error the API answers has this body; `errors` only for validation (field → message). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}
export type { ContentStatus, Photo, PhotoInput, Revision, TrashItem } from '../schemas/contentFields';
export { CONTENT_KINDS, CONTENT_TAGS, CONTENT_TYPES, contentApiPath, contentNames } from './contentKinds';
export type { ContentKindNames, ContentTag, ContentType } from './contentKinds';
export type { NewsInput, NewsPage, NewsPost, NewsValues } from '../schemas/newsSchema';
export { EVENT_CATEGORIES, eventCategoryWords, isEventCategory, type EventCategory } from './eventCategories';
export type { EventInput, EventListQuery, EventPage, EventValues, SchoolEvent } from '../schemas/eventSchema';
export type { DocumentCategory, DocumentInput, DocumentValues, PublicInformationCategory, SchoolDocument } from '../schemas/documentSchema';
export type { Gallery, GalleryInput, GalleryValues } from '../schemas/gallerySchema';
export type { ArchivedSections, PageInput, PageSection, PageSectionInput, PageValues, SectionKind, SitePage } from '../schemas/pageSchema';
export type { SearchAnswer, SearchResult, SearchResultType } from '../schemas/searchSchema';
export type { HealthEntry, HealthKind, RolloverResult } from '../schemas/contentHealthSchema';
export type { Invitation, InvitationAccept, NewSchoolInput, PlatformSchool, SchoolBranding, SchoolBrandingInput, Site } from '../schemas/schoolSchema';
