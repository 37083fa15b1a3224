// Types of fromAddress.js (CommonJS, shared with the plain Node scripts).

export interface FromAddressInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

/** Like fetch, from `localAddress`, on a connection of its own. */
export declare function fetchFrom(localAddress: string, url: string, init?: FromAddressInit): Promise<Response>;

/** A loopback address no other visitor of this process has had (127.0.1.2, 127.0.1.3…). */
export declare function nextVisitorAddress(): string;
