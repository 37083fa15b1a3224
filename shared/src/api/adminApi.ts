// @school/shared/admin-api: the calls only the admin's screens make, kept out of the public pages'
// JavaScript (the host loads @school/shared, never this). They inject themselves into the page's
// one api slice: their files import it by the package's name, so the admin remote's build takes it
// from the share scope like any other section, instead of making a second slice of its own.
export * from './endpoints/subjectsEndpoints';
export * from './endpoints/classesEndpoints';
export * from './endpoints/trashEndpoints';
export * from './endpoints/usersEndpoints';
export * from './endpoints/auditLogEndpoints';
export * from './endpoints/contentHealthEndpoints';
export * from './endpoints/mediaEndpoints';
export * from './endpoints/schoolYearsEndpoints';
export { uploadFile, UploadError, type UploadHandle, type UploadProgress, type UploadRequest } from './uploadFile';
export * from './endpoints/platformEndpoints';
export * from './endpoints/eventsEndpoints';
