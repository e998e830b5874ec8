/**
 * Graceful stop of an HTTP server: take no new connections, let the requests in flight finish
 * (within a bound), then close every connection. A payment initiated just before a deploy or a
 * Ctrl-C must get its answer, or the portal would show an error for a payment that was made.
 */
import type { Server } from 'node:http';

export interface DrainResult {
  /** True when every request in flight finished before the bound. */
  finished: boolean;
  /** Requests still running when the bound cut them (0 when finished). */
  cut: number;
}

export interface Drainer {
  /** Requests whose headers arrived and whose answer is not yet fully sent. */
  inFlight(): number;
  /** Stops taking connections, waits up to `graceMs` for the requests in flight, then closes all. */
  drain(graceMs: number): Promise<DrainResult>;
}

/** Counts requests in flight on `server` from now on; call before it serves anything. */
export function drainable(server: Server): Drainer {
  let active = 0;
  let draining = false;
  let whenIdle: (() => void) | undefined;

  server.on('request', (_req, res) => {
    active += 1;
    // A request that still gets in (on a connection opened before the stop) is served, but its
    // connection is not kept alive for another one.
    if (draining && !res.headersSent) res.setHeader('Connection', 'close');
    res.once('close', () => {
      active -= 1;
      if (active === 0) whenIdle?.();
    });
  });

  let result: Promise<DrainResult> | undefined;
  return {
    inFlight: () => active,
    drain(graceMs) {
      // A second signal (or close()) while draining waits for the same end, never a second one.
      result ??= new Promise<DrainResult>((resolve) => {
        draining = true;
        server.close();
        server.closeIdleConnections();
        const finish = (finished: boolean) => {
          clearTimeout(bound);
          whenIdle = undefined;
          const cut = finished ? 0 : active;
          // Idle keep-alive sockets (and, past the bound, busy ones) would hold the process open.
          server.closeAllConnections();
          resolve({ finished, cut });
        };
        const bound = setTimeout(() => finish(false), graceMs);
        if (active === 0) finish(true);
        else whenIdle = () => finish(true);
      });
      return result;
    },
  };
}
