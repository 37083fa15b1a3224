// The sections' layout, described once: which front-end sections exist, their folders, federation
// names, ports and environment keys, and the shape of the host's /remotes.json. Read by the four
// webpack configs, `npm start` and `npm run dev` (scripts/), the e2e ports, the deployment check,
// and, through what deploy/nginx/write-policy.mjs writes at image build, the nginx entrypoint.
// A plain CommonJS module with JSDoc types: webpack configs, Node scripts and TypeScript read it.

/** @typedef {'host' | 'public' | 'auth' | 'admin'} SectionName */

/**
 * @typedef {object} Section
 * @property {SectionName} section    the name the host's router and /remotes.json use
 * @property {string} folder          its workspace; also its docker-compose service and deploy/docker/<folder>.Dockerfile
 * @property {string} federationName  Module Federation name (the remotes' is what the host loads)
 * @property {number} port            `npm start` / `npm run dev` port
 * @property {string} portKey         environment key that moves that port
 * @property {string} [urlKey]        a remote's: environment key of its public base address, as the browser reaches it
 * @property {{ lang: string, title: string }} [standalone]  a remote's: its own index.html, for running it alone
 */

/** @type {readonly Section[]} */
const SECTIONS = [
  { section: 'host', folder: 'host', federationName: 'host', port: 3000, portKey: 'PORT' },
  { section: 'public', folder: 'remote-public', federationName: 'remote_public', port: 3001, portKey: 'REMOTE_PUBLIC_PORT', urlKey: 'REMOTE_PUBLIC_URL', standalone: { lang: 'ro', title: 'Paginile publice (standalone)' } },
  { section: 'auth', folder: 'remote-auth', federationName: 'remote_auth', port: 3002, portKey: 'REMOTE_AUTH_PORT', urlKey: 'REMOTE_AUTH_URL', standalone: { lang: 'ro', title: 'Autentificare (standalone)' } },
  { section: 'admin', folder: 'remote-admin', federationName: 'remote_admin', port: 3003, portKey: 'REMOTE_ADMIN_PORT', urlKey: 'REMOTE_ADMIN_URL', standalone: { lang: 'en', title: 'Administration (standalone)' } },
];

/** The API beside them (`npm start` and `npm run dev` start it; the host proxies /api to it). */
const API = { port: 4000, portKey: 'API_PORT' };

/** Where the host answers the remotes' addresses, and the file of each remote it names. */
const REMOTES_JSON_PATH = '/remotes.json';
// The remote's entry script itself, not its mf-manifest.json: the runtime then needs no snapshot
// plugin to read manifests (built with `disableSnapshot`, 3.3 KB less gzip JavaScript on every
// page) and a page makes one request less per remote. The entry's name never changes (its
// chunks' names are hashed) and it is served no-cache, as the manifest was.
const REMOTE_ENTRY = { file: 'remoteEntry.js', type: 'global' };

/** @typedef {Record<SectionName | 'api', number>} Ports */

/** @param {SectionName} name */
function sectionNamed(name) {
  const found = SECTIONS.find((section) => section.section === name);
  if (!found) throw new Error(`no section named ${name}`);
  return found;
}

/** The remotes, in the order /remotes.json lists them. */
const REMOTES = SECTIONS.filter((section) => section.urlKey);

const hostPort = sectionNamed('host').port;

/**
 * Every port moved together from one base, keeping the layout's distances: host = base, the
 * remotes base+1..base+3, the API base+1000 (the e2e tests, the bench, the deployment check).
 * @param {number} base
 * @returns {Ports}
 */
function portsFrom(base) {
  const ports = /** @type {Ports} */ ({ api: base + API.port - hostPort });
  for (const { section, port } of SECTIONS) ports[section] = base + port - hostPort;
  return ports;
}

/**
 * The layout's ports, each moved by its environment key when set.
 * @param {Record<string, string | undefined>} [env]
 * @returns {Ports}
 */
function portsFromEnv(env = process.env) {
  const ports = /** @type {Ports} */ ({ api: Number(env[API.portKey] || API.port) });
  for (const { section, port, portKey } of SECTIONS) ports[section] = Number(env[portKey] || port);
  return ports;
}

/**
 * @typedef {object} RemoteEntry
 * @property {SectionName} section
 * @property {string} name    federation name
 * @property {string} entry   the remote's remoteEntry.js
 * @property {string} type    how that script declares the container (Module Federation's RemoteEntryType)
 */

/**
 * The body of /remotes.json, `{ remotes: [{ section, name, entry, type }] }`: each remote at its
 * `urlKey` address from `env`, else on localhost at its port in `ports`.
 * @param {Partial<Ports>} [ports]
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ remotes: RemoteEntry[] }}
 */
function remotesConfig(ports = portsFromEnv(), env = process.env) {
  return {
    remotes: REMOTES.map(({ section, federationName, urlKey }) => {
      const base = (env[/** @type {string} */ (urlKey)] || `http://localhost:${ports[section]}`).replace(/\/+$/, '');
      return { section, name: federationName, entry: `${base}/${REMOTE_ENTRY.file}`, type: REMOTE_ENTRY.type };
    }),
  };
}

module.exports = { SECTIONS, REMOTES, API, REMOTES_JSON_PATH, sectionNamed, portsFrom, portsFromEnv, remotesConfig };
