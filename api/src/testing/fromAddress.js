// HTTP from a chosen loopback address (127.0.0.2, 127.0.0.3…): Linux answers on all of 127/8, so a
// test can be several visitors at once, each with its own source address, without any proxy.
// CommonJS with fromAddress.d.ts beside it: the TypeScript tests and the plain Node scripts (the
// deployment check, the bench) load the same code.
const { request } = require('node:http');

/** Like fetch, from `localAddress`, on a connection of its own. */
async function fetchFrom(localAddress, url, init = {}) {
  // A multipart form (an upload) is written out as fetch would: its bytes and boundary.
  if (init.body instanceof FormData) {
    const encoded = new Response(init.body);
    const body = Buffer.from(await encoded.arrayBuffer());
    return fetchFrom(localAddress, url, { ...init, body, headers: { ...init.headers, 'content-type': encoded.headers.get('content-type') } });
  }
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: init.method ?? 'GET', headers: init.headers, localAddress, agent: false, signal: init.signal }, (incoming) => {
      const chunks = [];
      incoming.on('data', (chunk) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const headers = new Headers();
        for (let i = 0; i + 1 < incoming.rawHeaders.length; i += 2) headers.append(incoming.rawHeaders[i], incoming.rawHeaders[i + 1]);
        const status = incoming.statusCode ?? 0;
        resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers }));
      });
    });
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

let visitors = 0;

/** A loopback address no other visitor of this process has had (127.0.1.2, 127.0.1.3…). */
function nextVisitorAddress() {
  visitors += 1;
  return `127.0.${1 + Math.floor(visitors / 250)}.${1 + (visitors % 250)}`;
}

module.exports = { fetchFrom, nextVisitorAddress };
