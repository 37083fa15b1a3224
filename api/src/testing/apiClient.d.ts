// Types of apiClient.js (CommonJS, shared with the plain Node scripts).

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, with `contentType` (a FormData sets its own multipart type). */
  rawBody?: string | FormData;
  contentType?: string;
  headers?: Record<string, string>;
  /** false: send no XSRF header; a string: send that value instead of the cookie's. */
  xsrf?: boolean | string;
}

export interface ContinuedAnswer {
  status: number;
  body: string;
  /** Whether the server sent `100 Continue` before the body went out. */
  continued: boolean;
}

/** One visitor: a cookie jar, and the XSRF header on every unsafe request. */
export declare class ApiClient {
  constructor(baseUrl: string, sourceAddress?: string, cookies?: Map<string, string>, host?: string);
  readonly baseUrl: string;
  /** The loopback address it connects from, when not the default. */
  readonly sourceAddress: string | undefined;
  /** name → value, as the server last set them. */
  readonly cookies: Map<string, string>;
  get xsrfToken(): string | undefined;
  /** The same visitor (one cookie jar) talking to another address, e.g. a second API process. */
  at(baseUrl: string): ApiClient;
  /** The Host header every request names (onHost), when not the address's own. */
  readonly host: string | undefined;
  /** The same visitor (one cookie jar) asking for another site of the API: its Host header names `host`. */
  onHost(host: string): ApiClient;
  /** The Cookie header this visitor sends. */
  cookieHeader(): string;
  /** The headers a browser page would send for this method: its cookies and, on a write, the XSRF token. */
  headersFor(method: string, options?: RequestOptions): Promise<Record<string, string>>;
  request(method: string, path: string, options?: RequestOptions): Promise<Response>;
  get(path: string, options?: RequestOptions): Promise<Response>;
  post(path: string, body?: unknown, options?: RequestOptions): Promise<Response>;
  put(path: string, body?: unknown, options?: RequestOptions): Promise<Response>;
  delete(path: string, options?: RequestOptions): Promise<Response>;
  /** Signs in with HTTP Basic (GET /api/user/login); the session cookie lands in the jar. */
  login(username: string, password: string): Promise<Response>;
  /** A JSON write whose body follows the server's `100 Continue` (`Expect: 100-continue`). */
  sendExpectingContinue(method: string, path: string, body: unknown): Promise<ContinuedAnswer>;
}

/** The Authorization header of HTTP Basic sign-in. */
export declare function basicAuth(username: string, password: string): string;

/** The Set-Cookie header a response set for one cookie name. */
export declare function setCookieHeader(response: Response, name: string): string | undefined;

/** The attributes of a Set-Cookie header (after name=value), sorted: their order means nothing to a browser. */
export declare function cookieAttributes(header: string | undefined): string[];

/** The JSON body, loosely typed: tests assert its shape with expect(). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export declare function json(response: Response): Promise<any>;
