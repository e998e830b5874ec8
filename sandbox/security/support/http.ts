/**
 * One request exactly as a hostile client writes it: the path as raw bytes (no URL parser
 * resolving `..` or re-encoding `%2e`), any headers, a body of any bytes. fetch normalises all
 * three, so the suite speaks node:http.
 */
import { request } from 'node:http';

export interface Probe {
  method: string;
  /** Sent as written: `/assets/..%2f..%2fetc/passwd` stays that. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Decoded as UTF-8 (the sandbox never compresses unless asked; the suite never asks). */
  text: string;
}

/** Sends `probe` to the sandbox at `base` (e.g. http://127.0.0.1:41234). */
export function send(base: string, probe: Probe): Promise<Reply> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(
      { hostname, port, method: probe.method, path: probe.path, headers: probe.headers },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    // A 413 closes the connection while a big body is still going out: the answer counts, the
    // broken pipe of the rest of the upload does not.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.end(probe.body);
  });
}
