/** Starts the sandbox on a port (0 = any free port) with @hono/node-server. */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSandbox, type SandboxOptions } from './app.ts';

export interface StartOptions extends SandboxOptions {
  port?: number;
  /** Interface to bind; default 127.0.0.1. */
  hostname?: string;
}

export interface RunningSandbox {
  url: string;
  port: number;
  close(): Promise<void>;
}

export function startSandbox(opts: StartOptions): Promise<RunningSandbox> {
  const { port = 0, hostname = '127.0.0.1', ...sandboxOpts } = opts;
  const sandbox = createSandbox(sandboxOpts);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: sandbox.app.fetch, port, hostname }, (info: AddressInfo) => {
      const host =
        hostname === '0.0.0.0' || hostname === '::'
          ? 'localhost'
          : hostname.includes(':')
            ? `[${hostname}]`
            : hostname;
      const url = `http://${host}:${info.port}`;
      resolve({
        url,
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => {
              sandbox.close();
              done();
            });
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}
