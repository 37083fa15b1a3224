// The one HTTP client of the tests and scripts that call the API (the API and fault tests, the
// deployment check, the bench). It keeps cookies like a browser and, like the front end, copies
// the XSRF-TOKEN cookie into the X-XSRF-TOKEN header of every unsafe request. Given a source
// address, it connects from there (fromAddress.js), as a visitor on another machine would.
// CommonJS with apiClient.d.ts beside it (the types and what each option does), so the TypeScript
// tests under jest and the plain Node scripts import the same code.
const { request: httpRequest } = require('node:http');
const { fetchFrom } = require('./fromAddress');

const unsafe = (method) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/** The Authorization header of HTTP Basic sign-in. */
const basicAuth = (username, password) => `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;

class ApiClient {
  constructor(baseUrl, sourceAddress, cookies = new Map(), host = undefined) {
    this.baseUrl = baseUrl;
    this.sourceAddress = sourceAddress;
    this.cookies = cookies;
    this.host = host;
  }

  get xsrfToken() {
    return this.cookies.get('XSRF-TOKEN');
  }

  /** The same visitor (one cookie jar) talking to another address, e.g. a second API process. */
  at(baseUrl) {
    return new ApiClient(baseUrl, this.sourceAddress, this.cookies, this.host);
  }

  /** The same visitor (one cookie jar) asking for another site of the API: its Host header names `host`. */
  onHost(host) {
    return new ApiClient(this.baseUrl, this.sourceAddress ?? '127.0.0.1', this.cookies, host);
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The headers a browser page would send: its cookies and, on a write, the XSRF token. */
  async headersFor(method, options = {}) {
    const { xsrf = true } = options;
    // A browser has been on a page (and received the cookie) before it sends a form.
    if (unsafe(method) && xsrf === true && !this.xsrfToken) await this.request('GET', '/api/user/me');
    const headers = { ...options.headers };
    // fetch sends its own Host; a client on a named host goes through fetchFrom, which sends this one.
    if (this.host) headers.host = this.host;
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (unsafe(method) && xsrf !== false) {
      const token = typeof xsrf === 'string' ? xsrf : this.xsrfToken;
      if (token) headers['x-xsrf-token'] = token;
    }
    return headers;
  }

  async request(method, path, options = {}) {
    const headers = await this.headersFor(method, options);
    let body;
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

  get(path, options) {
    return this.request('GET', path, options);
  }

  post(path, body, options) {
    return this.request('POST', path, { ...options, body });
  }

  put(path, body, options) {
    return this.request('PUT', path, { ...options, body });
  }

  delete(path, options) {
    return this.request('DELETE', path, options);
  }

  login(username, password) {
    return this.get('/api/user/login', { headers: { authorization: basicAuth(username, password) } });
  }

  /**
   * A JSON write whose body follows the server's `100 Continue` (`Expect: 100-continue`), as curl
   * sends bodies over 1 MB. Answers the status, the body's text and whether 100 came first.
   */
  async sendExpectingContinue(method, path, body) {
    const headers = await this.headersFor(method);
    const text = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      let continued = false;
      const outgoing = httpRequest(`${this.baseUrl}${path}`, {
        method,
        headers: { ...headers, 'content-type': 'application/json', expect: '100-continue', 'content-length': Buffer.byteLength(text) },
      });
      outgoing.on('continue', () => {
        continued = true;
        outgoing.end(text);
      });
      outgoing.on('response', (incoming) => {
        const chunks = [];
        incoming.on('data', (chunk) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString(), continued }));
      });
      outgoing.on('error', reject);
      outgoing.flushHeaders();
    });
  }

  storeCookies(response) {
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
const setCookieHeader = (response, name) => response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));

/** The attributes of a Set-Cookie header, sorted: their order means nothing to a browser. */
const cookieAttributes = (header) => (header ?? '').split(';').slice(1).map((part) => part.trim()).sort();

/** The JSON body, loosely typed: tests assert its shape with expect(). */
const json = (response) => response.json();

module.exports = { ApiClient, basicAuth, setCookieHeader, cookieAttributes, json };
