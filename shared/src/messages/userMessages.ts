// Every user-facing message of the spec (sections 4, 5 and 8), word for word, plus the ones
// decisions.md adds. Screens and the API both take their texts from here. The few that the
// proxies in front of the API answer with too come from shared/http/apiProxy.json, which
// `npm start`'s proxy and the nginx images read.
import apiProxy from '../../http/apiProxy.json';
import { accountMessages, auditLogMessages, usersMessages } from './accountMessages';

export const messages = {
  login: {
    username: 'An valid username is required.',
    password: 'Password is required.',
    failed: 'Username or password is incorrect.',
    tooManyAttempts: 'Too many attempts. Try again later.',
  },
  registration: {
    firstName: 'An valid first name is required.',
    lastName: 'An valid name is required.',
    username: 'An valid username is required.',
    password: 'Password is required.',
    failed: 'Username is already exist',
    usernameFormat: 'Username must be 3 to 50 characters: letters, digits, dot, underscore or hyphen.',
    passwordLength: 'Password must be 8 to 128 characters.',
    passwordCommon: 'This password is on a list of common passwords that attackers try first. Choose another.',
    tooMany: 'Too many accounts created from this address. Try again later.',
  },
  subject: {
    name: 'Subject name is required.',
    added: 'New subject added.',
    updated: 'Subject updated.',
    deleted: 'Subject deleted.',
    notFound: 'Subject not found.',
    exists: (name: string) => `Subject ${name} already exists.`,
    inUse: (teachers: string[]) =>
      `Subject is taught by ${teachers.length} ${teachers.length === 1 ? 'teacher' : 'teachers'}: ${teachers.join(', ')}.`,
  },
  teacher: {
    firstName: 'First name is required.',
    lastName: 'Last name is required.',
    gender: 'Gender is required.',
    position: 'Position is required.',
    degree: 'Degree must be one of debutant, definitivat, II, I, doctor.',
    yearsOfService: 'Years of service must be a whole number from 0 to 60.',
    subject: 'Subject must be one of the subjects.',
    added: 'New teacher added.',
    updated: 'Teacher updated.',
    deleted: 'Teacher deleted.',
    notFound: 'Teacher not found.',
    principalTaken: (name: string) => `The school already has a principal: ${name}. Change their position first.`,
    inUse: (classes: string[]) =>
      `Teacher is the master of ${classes.length === 1 ? 'class' : 'classes'} ${classes.join(', ')}.`,
  },
  schoolClass: {
    name: 'Name is required.',
    educationType: 'Education type is required.',
    number: 'Number must be a whole number from 0 to 12.',
    master: 'Master must be one of the teachers.',
    added: 'New class added.',
    updated: 'Class updated.',
    deleted: 'Class deleted.',
    notFound: 'Class not found.',
  },
  aboutUs: {
    name: 'Name is required.',
    description: 'Description is required.',
    history: 'History is required.',
    email: 'Email is required.',
    phone: 'Phone is required.',
    fax: 'Fax is required.',
    address: 'Address is required.',
    city: 'City is required.',
    region: 'Region is required.',
    country: 'Country is required.',
    latitude: 'Latitude is required.',
    longitude: 'Longitude is required.',
    emailFormat: 'Email must be a valid address.',
    latitudeRange: 'Latitude must be a number from -90 to 90.',
    longitudeRange: 'Longitude must be a number from -180 to 180.',
    updated: 'AboutUs updated.',
  },
  /** The admin's Messages screen (what visitors send through the public forms). */
  visitorMessage: {
    updated: 'Message updated.',
    notFound: 'Message not found.',
  },
  users: usersMessages,
  auditLog: auditLogMessages,
  account: accountMessages,
  /** What the API answers outside a form's fields (decisions.md, API). */
  api: {
    invalidInput: apiProxy.messages.invalidInput,
    authenticationRequired: 'Authentication required.',
    accessDenied: 'Access denied.',
    invalidXsrf: 'Invalid or missing XSRF token.',
    malformedJson: 'The request body is not valid JSON.',
    bodyTooLarge: apiProxy.messages.bodyTooLarge,
    unsupportedContentType: apiProxy.messages.unsupportedContentType,
    invalidId: 'The id must be a positive whole number.',
    notFound: apiProxy.messages.notFound,
    badUrl: apiProxy.messages.badUrl,
    addressTooLong: 'A part of the address is longer than any this site has.',
    badRequest: apiProxy.messages.badRequest,
    headersTooLarge: apiProxy.messages.headersTooLarge,
    requestTimeout: apiProxy.messages.requestTimeout,
    methodNotAllowed: apiProxy.messages.methodNotAllowed,
    conflict: 'The change conflicts with data that uses it.',
    unstorable: 'The request holds a value that cannot be stored.',
    databaseUnavailable: 'Database unavailable.',
    busy: 'The server is busy. Try again in a moment.',
    /** The proxy's answer when the API does not answer (502). */
    apiUnavailable: apiProxy.messages.apiUnavailable,
  },
  unexpected: apiProxy.messages.unexpected,
  tooLong: (max: number) => `Must be at most ${max} characters.`,
} as const;
export { contentMessages } from './contentMessages';
