// Ports of the site under test: apart from `npm start`'s, so both can run at once.
// E2E_PORT_BASE (default 3100) moves them, so two test runs on one machine do not collide:
// host = base, remotes base+1..base+3, API base+1000.
const base = Number(process.env.E2E_PORT_BASE || 3100);

export const E2E_PORTS = { host: base, public: base + 1, auth: base + 2, admin: base + 3, api: base + 1000 } as const;

export const ADMIN_PASSWORD = 'e2e-Admin-Passw0rd';
