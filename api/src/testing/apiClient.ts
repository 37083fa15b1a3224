// A small HTTP client for tests: keeps cookies like a browser and, like the front end, copies the
// XSRF-TOKEN cookie into the X-XSRF-TOKEN header of every unsafe request. Given a source address,
// it connects from there (see fromAddress.ts), as a visitor on another machine would.
import { fetchFrom } from './fromAddress';

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, with `contentType`. */
  rawBody?: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** false: send no XSRF header; a string: send that value instead of the cookie's. */
  xsrf?: boolean | string;
}

const unsafe = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly sourceAddress?: string,
  ) {}

  get xsrfToken(): string | undefined {
    return this.cookies.get('XSRF-TOKEN');
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const { xsrf = true } = options;
    // A browser has been on a page (and received the cookie) before it sends a form.
    if (unsafe(method) && xsrf === true && !this.xsrfToken) await this.request('GET', '/api/health');
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (unsafe(method) && xsrf !== false) {
      const token = typeof xsrf === 'string' ? xsrf : this.xsrfToken;
      if (token) headers['x-xsrf-token'] = token;
    }
    let body: string | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
      if (options.contentType) headers['content-type'] = options.contentType;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = options.contentType ?? 'application/json';
    }
    const url = `${this.baseUrl}${path}`;
    const response = this.sourceAddress ? await fetchFrom(this.sourceAddress, url, { method, headers, body }) : await fetch(url, { method, headers, body });
    this.storeCookies(response);
    return response;
  }

  get = (path: string, options?: RequestOptions) => this.request('GET', path, options);
  post = (path: string, body?: unknown, options?: RequestOptions) => this.request('POST', path, { ...options, body });
  put = (path: string, body?: unknown, options?: RequestOptions) => this.request('PUT', path, { ...options, body });
  delete = (path: string, options?: RequestOptions) => this.request('DELETE', path, options);

  login(username: string, password: string): Promise<Response> {
    const credentials = Buffer.from(`${username}:${password}`).toString('base64');
    return this.get('/api/user/login', { headers: { authorization: `Basic ${credentials}` } });
  }

  private storeCookies(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = /max-age=0/i.test(header) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The Set-Cookie header a response set for one cookie name. */
export const setCookieHeader = (response: Response, name: string) =>
  response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));

/** The JSON body, loosely typed: tests assert its shape with expect(). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const json = (response: Response): Promise<any> => response.json();
