// Ports of the site under test: apart from `npm start`'s, so both can run at once.
// E2E_PORT_BASE (default 3100) moves them all with the sections' layout's distances, so two test
// runs on one machine do not collide: host = base, remotes base+1..base+3, API base+1000.
import layout from '../../shared/federation/sections.js';

export const E2E_PORTS = layout.portsFrom(Number(process.env.E2E_PORT_BASE || 3100));

export const ADMIN_PASSWORD = 'e2e-Admin-Passw0rd';
