/**
 * A plain node:http request for tests that need the bytes on the wire: fetch would undo the
 * Content-Encoding and hide what the sandbox actually sent.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface WireAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body exactly as received (still encoded). */
  body: Buffer;
}

export function wire(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** The body decoded per its Content-Encoding (br, gzip or none). */
export function decoded(answer: WireAnswer): string {
  const coding = answer.headers['content-encoding'];
  const bytes =
    coding === 'br'
      ? brotliDecompressSync(answer.body)
      : coding === 'gzip'
        ? gunzipSync(answer.body)
        : answer.body;
  return bytes.toString('utf8');
}
