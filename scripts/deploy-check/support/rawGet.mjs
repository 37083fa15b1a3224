// A GET with only the headers given (a Host of our choosing, an Accept-Encoding or none), its body
// as the bytes came: fetch would send its own Host and Accept-Encoding and decode the body.
import { request } from 'node:http';

/** @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>} */
export const rawGet = (url, headers = {}) =>
  new Promise((resolve, reject) => {
    request(url, { headers }, (incoming) => {
      const chunks = [];
      incoming.on('data', (chunk) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
      incoming.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
