// Raw HTTP/1.1 over a TCP socket to a local server, for requests no HTTP client sends (a NUL in a
// header, an unknown method, a body longer than its Content-Length, no Host): what Node's parser
// refuses before Fastify sees a request. Loopback only.
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `bytes` and reads the first response (by Content-Length, else until the server closes). */
export function rawRequest(port: number, bytes: string | Buffer, timeoutMs = 5000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (err?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const parsed = parseResponse(Buffer.concat(chunks));
      if (parsed) resolve(parsed);
      else reject(err ?? new Error(`no HTTP response (${Buffer.concat(chunks).length} bytes)`));
    };
    const timer = setTimeout(() => finish(new Error('timed out')), timeoutMs);
    socket.on('data', (c) => {
      chunks.push(c);
      if (parseResponse(Buffer.concat(chunks))) finish();
    });
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    socket.on('error', (err) => finish(err));
    socket.write(bytes);
  });
}

/** The first complete response in `buf`, or null while it is incomplete. */
export function parseResponse(buf: Buffer): RawResponse | null {
  const end = buf.indexOf('\r\n\r\n');
  if (end === -1) return null;
  const [statusLine, ...lines] = buf.subarray(0, end).toString('latin1').split('\r\n');
  const m = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!m) return null;
  const headers: Record<string, string> = {};
  for (const l of lines) {
    const i = l.indexOf(':');
    if (i > 0) headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
  }
  const length = headers['content-length'] === undefined ? null : Number(headers['content-length']);
  const body = buf.subarray(end + 4);
  if (length !== null && body.length < length) return null;
  return {
    status: Number(m[1]),
    headers,
    body: (length === null ? body : body.subarray(0, length)).toString('utf8'),
  };
}
