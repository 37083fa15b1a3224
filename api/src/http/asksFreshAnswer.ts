// A request that will not take a kept answer: a browser's reload (Cache-Control or Pragma:
// no-cache) and the renderer of the snapshots (its Node side says no-cache, its Chromium the live
// shell's header), as the host's nginx reads them (deploy/nginx/host.conf.template).
import type { IncomingHttpHeaders } from 'node:http';
import { LIVE_SHELL_HEADER } from '@school/shared/http/servingRules.cjs';

const NO_CACHE = /(^|,)\s*no-cache\s*(,|$)/i;

export function asksFreshAnswer(headers: IncomingHttpHeaders): boolean {
  const cacheControl = headers['cache-control'];
  const pragma = headers.pragma;
  return NO_CACHE.test(cacheControl ?? '') || NO_CACHE.test(pragma ?? '') || headers[LIVE_SHELL_HEADER.toLowerCase()] !== undefined;
}
