/**
 * A portal call sent from a chosen loopback address (127.0.0.2, 127.0.0.3 ...): to the sandbox,
 * which counts per-client limits by the connection's address, each address is another client.
 * Linux routes all of 127.0.0.0/8 to the loopback interface, so no set-up is needed.
 */
import { request } from 'node:http';
import { endpoints, type EndpointName } from '../../src/api/endpoints.ts';
import { fullPath } from '../core/mount.ts';
import { CONTRACT_OFF_HEADER } from '../middleware/contractWatch.ts';
import { APP_HEADERS, type Answer, type Harness } from './harness.ts';

export function callFrom(
  h: Harness,
  localAddress: string,
  name: EndpointName,
  data: Record<string, unknown>,
  /** Why this call breaks the contract on purpose: sent as x-contract-off (CONTRACT-3). */
  offContract?: string,
): Promise<Answer> {
  const { hostname, port } = new URL(h.url());
  const body = JSON.stringify({ data });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        localAddress,
        method: 'POST',
        path: fullPath(endpoints[name]),
        headers: {
          ...APP_HEADERS,
          'Content-Type': 'application/json',
          ...(offContract ? { [CONTRACT_OFF_HEADER]: offContract } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            http: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
