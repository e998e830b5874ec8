/** Starts the sandbox on a port (0 = any free port) with @hono/node-server. */
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox, type SandboxOptions } from './app.ts';
import { drainable, type DrainResult } from './drain.ts';

/**
 * How long a stop waits for requests in flight: under the 10 s a container runtime (docker stop)
 * gives between SIGTERM and SIGKILL, and far above any sandbox answer but an injected delay.
 */
export const SHUTDOWN_GRACE_MS = 8_000;

export interface StartOptions extends SandboxOptions {
  port?: number;
  /** Interface to bind; default 127.0.0.1. */
  hostname?: string;
}

export interface RunningSandbox {
  url: string;
  port: number;
  /**
   * Graceful stop: no new connections, requests in flight finish (up to `graceMs`, default
   * SHUTDOWN_GRACE_MS), then every connection and the database are closed.
   */
  stop(graceMs?: number): Promise<DrainResult>;
  /** Requests being answered now. */
  inFlight(): number;
  /** `stop()` with the default bound. */
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
      let stopped: Promise<DrainResult> | undefined;
      const stop = (graceMs = SHUTDOWN_GRACE_MS) =>
        (stopped ??= drainer.drain(graceMs).then((result) => {
          // Only now: a handler still running would find the database gone.
          sandbox.close();
          return result;
        }));
      resolve({
        url,
        port: info.port,
        inFlight: () => drainer.inFlight(),
        stop,
        close: () => stop().then(() => undefined),
      });
    }) as Server;
    const drainer = drainable(server);
    server.once('error', reject);
  });
}
