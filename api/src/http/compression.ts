// The API's JSON answers leave compressed (gzip) for a client that accepts it. The host's nginx
// asks every answer so (deploy/nginx/host.conf.template), keeps the compressed bytes and gives
// them to each visitor as they are; compressing each visitor's copy itself cost nginx about
// 110 µs for a 12 KB answer, seven times the rest of its work (decisions.md). JSON only: photos and
// PDFs are compressed already, and a file may be asked in ranges.
import type { FastifyCompressOptions } from '@fastify/compress';

export const compressionOptions: FastifyCompressOptions = {
  encodings: ['gzip'],
  customTypes: (contentType: string) => /^application\/json\b/.test(contentType),
  // nginx's gzip_comp_level: the bytes visitors got before, at the cheapest cost to a replica.
  zlibOptions: { level: 1 },
  // Request bodies stay as they are: the API accepts JSON and uploads, never an encoded body.
  globalDecompression: false,
};
