// An upload that stops part-way: the multipart head and some of a PDF's bytes are written, the
// rest never comes. Tests use it for clients that leave, or APIs killed mid-upload.
import { request, type ClientRequest } from 'node:http';
import { pdfDocument } from './mediaFixtures';

interface PartialUpload {
  port: number | string;
  cookie: string;
  xsrfToken: string;
  /** Bytes the file claims to have (padding after a real PDF head). */
  fileLength: number;
  /** How many of the file's bytes are sent. */
  sentLength: number;
}

export function startPartialUpload({ port, cookie, xsrfToken, fileLength, sentLength }: PartialUpload): ClientRequest {
  const boundary = 'partial-upload-boundary';
  const pdf = pdfDocument();
  const file = Buffer.concat([pdf, Buffer.alloc(Math.max(0, fileLength - pdf.length), 32)]);
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const outgoing = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/media',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + file.length + tail.length,
      cookie,
      'x-xsrf-token': xsrfToken,
    },
  });
  outgoing.on('error', () => {});
  outgoing.write(Buffer.concat([head, file.subarray(0, sentLength)]));
  return outgoing;
}
