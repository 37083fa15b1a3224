// HTTP/1.1 over a bare socket: the fault tests send bytes no well-behaved client would (invalid
// UTF-8, raw '%00' and '../' in paths, broken framing) and read back only the status line.
import { connect } from 'node:net';

export interface RawResponse {
  /** null when the server closed the connection without an answer (or did not answer in time). */
  status: number | null;
  head: string;
  body: Buffer;
}

export interface RawRequest {
  method: string;
  /** Sent as is on the request line (bytes, not re-encoded). */
  path: Buffer | string;
  headers?: [string, Buffer | string][];
  body?: Buffer;
  /** Leave Content-Length out (or send the one in headers). */
  omitContentLength?: boolean;
}

export function encodeRequest({ method, path, headers = [], body, omitContentLength = false }: RawRequest): Buffer {
  const lines: Buffer[] = [Buffer.from(`${method} `), Buffer.from(path), Buffer.from(' HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n')];
  for (const [name, value] of headers) lines.push(Buffer.from(`${name}: `), Buffer.from(value), Buffer.from('\r\n'));
  if (body && !omitContentLength) lines.push(Buffer.from(`Content-Length: ${body.length}\r\n`));
  lines.push(Buffer.from('\r\n'));
  if (body) lines.push(body);
  return Buffer.concat(lines);
}

export function sendRaw(port: number, request: Buffer, timeoutMs = 5000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: '127.0.0.1', port });
    const finish = () => {
      let data = Buffer.concat(chunks);
      // Interim answers (100 Continue to `Expect: 100-continue`) come before the final one.
      while (/^HTTP\/1\.[01] 1\d\d /.test(data.subarray(0, 16).toString('latin1')) && data.includes('\r\n\r\n')) {
        data = data.subarray(data.indexOf('\r\n\r\n') + 4);
      }
      const split = data.indexOf('\r\n\r\n');
      const head = (split < 0 ? data : data.subarray(0, split)).toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      resolve({ status: match ? Number(match[1]) : null, head, body: split < 0 ? Buffer.alloc(0) : data.subarray(split + 4) });
    };
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', finish);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may answer and close before it has read the whole request (413, 400).
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
      reject(error);
    });
    socket.write(request);
  });
}
