// The one base query: cookies sent, X-XSRF-TOKEN added to every non-GET request, and a 401
// from any call but sign-in drops the stored user (the session has ended on the server).
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { getApiBaseUrl } from '../config/apiBaseUrl';
import { userSignedOut } from '../session/currentUserSlice';
import { XSRF_HEADER, xsrfHeaderFor } from './xsrf';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'same-origin',
});

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  request.url = `${getApiBaseUrl()}${request.url}`;
  const method = request.method ?? 'GET';
  const token =
    typeof document === 'undefined'
      ? undefined
      : xsrfHeaderFor(method, request.url, document.cookie, window.location.origin);
  if (token) request.headers = { ...(request.headers as Record<string, string> | undefined), [XSRF_HEADER]: token };

  const result = await rawBaseQuery(request, api, extra);
  if (result.error?.status === 401 && api.endpoint !== 'login') api.dispatch(userSignedOut());
  return result;
};
