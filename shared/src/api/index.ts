export { apiSlice } from './apiSlice';
export { getErrorMessage, getFieldErrors, getStatus, type RequestError } from './errors';
export { XSRF_COOKIE, XSRF_HEADER } from './xsrf';
export * from './endpoints/userEndpoints';
export * from './endpoints/aboutUsEndpoints';
export * from './endpoints/subjectsEndpoints';
export * from './endpoints/teachersEndpoints';
export * from './endpoints/classesEndpoints';
