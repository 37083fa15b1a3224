// Where the remotes live, decided at run time: the host's server answers /remotes.json from the
// environment, so moving a remote needs a new environment, not a new host build.

/** Federation name of each remote, by section. */
const REMOTE_NAMES = { public: 'remote_public', auth: 'remote_auth', admin: 'remote_admin' };

/** Ports of the four sections (dev servers and `npm start`). */
const SECTION_PORTS = { host: 3000, public: 3001, auth: 3002, admin: 3003 };

const DEFAULT_REMOTE_URLS = {
  public: `http://localhost:${SECTION_PORTS.public}`,
  auth: `http://localhost:${SECTION_PORTS.auth}`,
  admin: `http://localhost:${SECTION_PORTS.admin}`,
};

const ENV_KEYS = { public: 'REMOTE_PUBLIC_URL', auth: 'REMOTE_AUTH_URL', admin: 'REMOTE_ADMIN_URL' };

/**
 * The body of /remotes.json: `{ remotes: [{ section, name, entry }] }`, each entry the remote's
 * mf-manifest.json. `env` defaults to process.env.
 */
function remotesConfig(env = process.env) {
  return {
    remotes: Object.keys(REMOTE_NAMES).map((section) => {
      const base = (env[ENV_KEYS[section]] || DEFAULT_REMOTE_URLS[section]).replace(/\/+$/, '');
      return { section, name: REMOTE_NAMES[section], entry: `${base}/mf-manifest.json` };
    }),
  };
}

module.exports = { REMOTE_NAMES, SECTION_PORTS, DEFAULT_REMOTE_URLS, ENV_KEYS, remotesConfig };
