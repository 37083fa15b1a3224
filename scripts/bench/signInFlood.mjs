// A sign-in flood from one address (correct sign-ins, the kind the throttle lets through, so every
// one asks for a production-cost password hash), and meanwhile a public read's latency and a
// correct sign-in from other addresses (127.0.0.2…: Linux answers on all of 127/8).
import autocannon from 'autocannon';
import testClient from '../../api/src/testing/apiClient.js';
import visitors from '../../api/src/testing/fromAddress.js';

export const FLOOD = { connections: 50, duration: 15 };
const VISITORS = [{ at: 4000, address: '127.0.0.2' }, { at: 8000, address: '127.0.0.3' }, { at: 12000, address: '127.0.0.4' }];

const basic = ({ username, password }) => testClient.basicAuth(username, password);
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds until a sign-in from `address` is answered, and its status. */
async function timedSignIn(apiUrl, address, admin) {
  const started = performance.now();
  const response = await visitors.fetchFrom(address, `${apiUrl}/api/user/login`, { headers: { authorization: basic(admin) } });
  return { status: response.status, ms: performance.now() - started };
}

/**
 * apiUrl: the API itself (127.0.0.1); admin: { username, password }. Answers the flood's answers by
 * status, the read's p99 and the visitors' sign-ins ({ address, status, ms }).
 */
export async function measureSignInFlood({ apiUrl, admin }) {
  const options = { ...FLOOD, timeout: 30 };
  const flood = autocannon({ ...options, url: `${apiUrl}/api/user/login`, headers: { authorization: basic(admin) } });
  const reads = autocannon({ ...options, connections: 10, url: `${apiUrl}/api/school/about-us` });
  const visitors = Promise.all(VISITORS.map(async ({ at, address }) => {
    await wait(at);
    return { address, ...(await timedSignIn(apiUrl, address, admin)) };
  }));
  const [floodResult, readResult, visitorResults] = await Promise.all([flood, reads, visitors]);
  const statuses = Object.fromEntries(Object.entries(floodResult.statusCodeStats).map(([status, { count }]) => [status, count]));
  return {
    flood: { total: floodResult.requests.total, statuses, errors: floodResult.errors },
    read: { p50: readResult.latency.p50, p99: readResult.latency.p99, non2xx: readResult.non2xx, errors: readResult.errors },
    visitors: visitorResults,
  };
}
