#!/usr/bin/env node
// Writes what a section's nginx sends and refuses, from the definitions `npm start` uses too:
// shared/http/sectionSecurity.js (security headers, files never served) and, for the host's
// /api, shared/http/apiProxy.json (body limit, error answers); the serving rules
// (shared/http/servingRules.cjs: which path gets a file, a snapshot or the live shell, and the
// caching); for the host also the plain pages of a host that names no school or of a suspended
// one, and the header naming a school's host (shared/http/siteStatus.json), and the sections' layout (shared/federation/sections.js): the remotes'
// address keys and the /remotes.json it answers. Run when an image is built (the nginx image has no Node) and by the deployment check;
// render-config.sh sources the result at container start.
//
//   node deploy/nginx/write-policy.mjs host|remote > section-policy.<kind>.sh
//
// The output is shell variable assignments. The host's Content-Security-Policy keeps the
// placeholder ${SCRIPT_ORIGINS}, and its remotes.json template one ${REMOTE_..._URL} per remote:
// the remotes' addresses are known only at container start.
import { createRequire } from 'node:module';
import process from 'node:process';

const require = createRequire(import.meta.url);
const { securityHeaders, PRIVATE_BUILD_FILE } = require('../../shared/http/sectionSecurity.js');
const apiProxy = require('../../shared/http/apiProxy.json');
const serving = require('../../shared/http/servingRules.cjs');
const siteStatus = require('../../shared/http/siteStatus.json');
const { statusPage } = require('../../shared/http/statusPage.cjs');
const layout = require('../../shared/federation/sections.js');

const kind = process.argv[2];
if (kind !== 'host' && kind !== 'remote') {
  console.error('usage: write-policy.mjs host|remote');
  process.exit(2);
}

/** Filled in by render-config.sh when the container starts. */
const SCRIPT_ORIGINS = '${SCRIPT_ORIGINS}';

/** A value nginx reads inside double quotes, or a JSON body inside single quotes: nothing may
 * end the quotes or be read as an nginx variable (but the placeholder, replaced before nginx). */
function nginxSafe(value, quote) {
  const checked = value.replaceAll(SCRIPT_ORIGINS, '');
  if (checked.includes(quote) || /[$\\\n]/.test(checked)) throw new Error(`cannot put ${JSON.stringify(value)} in nginx's ${quote}…${quote}`);
  return value;
}

/** A path pattern inside nginx's double quotes: `$` only as its end (a location's or map's regex is not read for variables there). */
function nginxPattern(regex) {
  const { source, flags } = regex;
  if (flags !== '' || /["\n]/.test(source) || source.slice(0, -1).includes('$')) throw new Error(`cannot put ${regex} in nginx's "…"`);
  return source;
}

/** A path prefix as the start of an nginx regex: plain characters only. */
function nginxPrefix(prefix) {
  if (!/^[A-Za-z0-9/_-]+$/.test(prefix)) throw new Error(`cannot put ${prefix} in an nginx regex as it is`);
  return `^${prefix}`;
}

const shellQuoted = (value) => `'${value.replace(/'/g, `'\\''`)}'`;

const headers = securityHeaders({ scriptOrigins: kind === 'host' ? [SCRIPT_ORIGINS] : [], hostLoader: kind === 'host', hsts: true });
const directives = [
  // `always`: error answers (404, 413, 502) carry them too. No location uses add_header, so
  // every location inherits them.
  ...headers.map(([name, value]) => `add_header ${name} "${nginxSafe(value, '"')}" always;`),
  // Source maps and the stats manifest stay in the image's files, unserved.
  // (A location regex is not read for variables: its `$` is the end of the path.)
  `location ~ "${PRIVATE_BUILD_FILE.source}" { return 404; }`,
];
const jsonBody = (message) => nginxSafe(JSON.stringify({ message }), "'");

/** nginx's variable name of a header, without its $ and prefix (http_, upstream_http_). */
const headerVariable = (header) => header.toLowerCase().replace(/-/g, '_');

const urlKeys = layout.REMOTES.map(({ urlKey }) => urlKey);

// The serving rules' caching: hashed files for a year, the rest revalidated; the API its own.
const cacheMap = [
  ...(kind === 'host' ? [`"~${nginxPrefix(serving.API_PREFIX)}" "";`] : []),
  `"~${nginxPattern(serving.HASHED_FILE)}" "${nginxSafe(serving.CACHE_CONTROL.hashed, '"')}";`,
  `default "${nginxSafe(serving.CACHE_CONTROL.revalidate, '"')}";`,
];
// The renderer's files at the site's root (/sitemap.xml, /robots.txt).
const rendererFiles = new RegExp(`^(${Object.keys(serving.RENDERER_FILES).map((file) => file.replace(/[.]/g, '\\.')).join('|')})$`);

const variables = {
  SECURITY_DIRECTIVES: directives.join('\n    '),
  CACHE_CONTROL_MAP: cacheMap.join('\n    '),
  FILE_PATH_PATTERN: nginxPattern(serving.FILE_PATH),
  ...(kind === 'host'
    ? {
        API_BODY_LIMIT: String(apiProxy.bodyLimitBytes),
        API_TOO_LARGE_BODY: jsonBody(apiProxy.messages.bodyTooLarge),
        UPLOAD_PATH: nginxSafe(apiProxy.upload.path, '"'),
        UPLOAD_BODY_LIMIT: String(apiProxy.upload.bodyLimitBytes),
        UPLOAD_TOO_LARGE_BODY: jsonBody(apiProxy.messages.uploadTooLarge),
        API_UNAVAILABLE_BODY: jsonBody(apiProxy.messages.apiUnavailable),
        // A request carrying a session cookie (either name): the API's answer may be that person's own.
        SESSION_COOKIE_PATTERN: nginxSafe(`(^|;) *(${Object.values(apiProxy.sessionCookie).join('|')})=`, '"'),
        REMOTES_JSON_PATH: nginxSafe(layout.REMOTES_JSON_PATH, '"'),
        SNAPSHOT_PATH_PATTERN: nginxPattern(serving.SNAPSHOT_PATH),
        // nginx's variable of the header, without its $: the template writes $${LIVE_SHELL_VARIABLE}.
        LIVE_SHELL_VARIABLE: `http_${headerVariable(serving.LIVE_SHELL_HEADER)}`,
        // The API's answer naming a school's host: the template writes $upstream_http_${SCHOOL_HOST_VARIABLE}.
        SCHOOL_HOST_VARIABLE: headerVariable(siteStatus.schoolHostHeader),
        SITE_RETRY_AFTER: String(siteStatus.retryAfterSeconds),
        UNKNOWN_HOST_PAGE: nginxSafe(statusPage(siteStatus.unknownHost), "'"),
        SUSPENDED_PAGE: nginxSafe(statusPage(siteStatus.suspended), "'"),
        RENDERER_FILES_PATTERN: nginxPattern(rendererFiles),
        // The environment keys of the remotes' addresses, and /remotes.json with each one as a
        // placeholder that render-config.sh fills in (envsubst) once it has checked the address.
        REMOTE_URL_KEYS: urlKeys.join(' '),
        REMOTES_JSON_TEMPLATE: JSON.stringify(layout.remotesConfig({}, Object.fromEntries(urlKeys.map((key) => [key, `\${${key}}`])))),
      }
    : {}),
};

process.stdout.write(
  `# Generated by deploy/nginx/write-policy.mjs (${kind}) from shared/http and shared/federation: do not edit.\n` +
    Object.entries(variables)
      .map(([name, value]) => `${name}=${shellQuoted(value)}`)
      .join('\n') +
    '\n',
);
