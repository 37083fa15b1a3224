// The API's own answers, word for word with the spec and decisions.md; the forms' messages are in
// modules of their own (signInMessages.ts, schoolDataMessages.ts, accountMessages.ts…), which the
// public pages never load. Screens and the API both take their texts from here. The few that the
// proxies in front of the API answer with too come from shared/http/apiProxy.json, which
// `npm start`'s proxy and the nginx images read.
import apiProxy from '../../http/apiProxy.json';

export const messages = {
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
