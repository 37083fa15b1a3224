// The one base query: cookies sent, X-XSRF-TOKEN added to every non-GET request, a write refused
// for a stale XSRF token sent once more with the fresh one, and a 401 read as the session's end.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { getApiBaseUrl } from '../config/apiBaseUrl';
import { sessionExpired, userSignedOut } from '../session/currentUserSlice';
import { XSRF_HEADER, xsrfHeaderFor } from './xsrf';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'same-origin',
});

/** The XSRF token a write to the API carries, read from the cookie as it is now. */
function xsrfTokenFor(request: FetchArgs): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return xsrfHeaderFor(request.method ?? 'GET', request.url, document.cookie, window.location.origin);
}

const withToken = (request: FetchArgs, token: string | undefined): FetchArgs =>
  token ? { ...request, headers: { ...(request.headers as Record<string, string> | undefined), [XSRF_HEADER]: token } } : request;

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  request.url = `${getApiBaseUrl()}${request.url}`;

  const token = xsrfTokenFor(request);
  let result = await rawBaseQuery(withToken(request, token), api, extra);
  // The API checks the XSRF token first and sets a fresh cookie when the token it got was signed
  // for a session that has since ended (it expired, or signed out in another tab), or when there
  // was none (a pre-rendered page's first write may come before any read). The refused write did
  // nothing, so it goes once more with the fresh token, and the API then says why.
  const freshToken = result.error?.status === 403 ? xsrfTokenFor(request) : undefined;
  if (freshToken && freshToken !== token) result = await rawBaseQuery(withToken(request, freshToken), api, extra);

  if (result.error?.status === 401) {
    // The session check answering 401 means nobody is signed in; any other refused call means the
    // signed-in user's session has ended: the screen keeps its state and asks for a sign-in.
    if (api.endpoint === 'getCurrentUser') api.dispatch(userSignedOut());
    else if (api.endpoint !== 'login') api.dispatch(sessionExpired());
  }
  return result;
};
