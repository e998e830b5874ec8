/**
 * The gate in front of every control route (docs/sandbox.md, "The control API"). A call passes
 * only when all of these hold, checked in this order:
 *
 * 1. its Host is the sandbox's own: localhost, 127.0.0.1, [::1] or the address the connection
 *    arrived at, with the port it arrived at, or a host of the configured list; else 421. This
 *    stops DNS rebinding: a page of evil.example that resolves to 127.0.0.1 still sends
 *    `Host: evil.example`.
 * 2. its Origin, when sent, is http(s):// plus that Host, and its Sec-Fetch-Site, when sent, is
 *    same-origin (or none: typed by a person); else 403.
 * 3. it carries `X-Sandbox-Control: 1`; else 403. A browser adds no custom header to a form post
 *    or a "simple" cross-site fetch, and asks first (a preflight) for any other, which no control
 *    route answers, so no other site can arm a fault or reset the data through a visitor.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { CONTROL_HEADER, CONTROL_HEADER_VALUE } from './contract.ts';

export interface ControlGuardOptions {
  /** More hosts (`name:port`, or `name` for port 80) to accept, e.g. behind a proxy. */
  allowedHosts?: readonly string[];
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** `::ffff:127.0.0.1` → `127.0.0.1`; an IPv6 address in brackets, as a Host header writes it. */
function hostOfAddress(address: string): string {
  const plain = address.replace(/^::ffff:/i, '');
  return plain.includes(':') ? `[${plain}]` : plain;
}

/**
 * Hosts this connection may name: the loopback names and the address it came in on, at its port
 * (any port for the loopback names when `loopbackAnyPort`).
 */
function ownHosts(c: Context, allowed: readonly string[], loopbackAnyPort: boolean): Set<string> {
  const hosts = new Set(allowed.map((h) => h.toLowerCase()));
  const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
  const port = socket?.localPort;
  if (port) {
    const names = [
      ...LOOPBACK,
      ...(socket.localAddress ? [hostOfAddress(socket.localAddress)] : []),
    ];
    for (const name of names) {
      hosts.add(`${name}:${port}`.toLowerCase());
      if (port === 80) hosts.add(name.toLowerCase());
    }
  }
  if (loopbackAnyPort) {
    const host = (c.req.header('host') ?? '').toLowerCase();
    const name = host.replace(/:\d+$/, '');
    if (LOOPBACK.includes(name)) hosts.add(host);
  }
  return hosts;
}

export interface OriginCheckOptions extends ControlGuardOptions {
  /**
   * Accept localhost, 127.0.0.1 and [::1] at any port (a rebinding page never names them), for
   * the gateway stand-ins the portal reaches through Vite's proxy under `npm run dev`.
   */
  loopbackAnyPort?: boolean;
}

/** Why a call fails checks 1 and 2 (Host, then Origin and Sec-Fetch-Site); undefined if it passes. */
export function originRefusal(
  c: Context,
  opts: OriginCheckOptions = {},
): { status: 403 | 421; message: string } | undefined {
  const host = (c.req.header('host') ?? '').toLowerCase();
  const own = ownHosts(c, opts.allowedHosts ?? [], opts.loopbackAnyPort === true);
  if (!own.has(host))
    return {
      status: 421,
      message: `Host '${host}' is not this sandbox (${[...own].join(', ')}); add it to SANDBOX_ALLOWED_HOSTS`,
    };
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== `http://${host}` && origin !== `https://${host}`)
    return { status: 403, message: `calls from another origin (${origin}) are refused` };
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return {
      status: 403,
      message: `calls from another site (Sec-Fetch-Site: ${site}) are refused`,
    };
  return undefined;
}

const refuse = (c: Context, status: 403 | 421, message: string) =>
  c.json({ statusCode: status, status: 'failure', message: `Control API: ${message}` }, status);

export function controlGuard(opts: ControlGuardOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    const refused = originRefusal(c, opts);
    if (refused) return refuse(c, refused.status, refused.message);
    if (c.req.header(CONTROL_HEADER) !== CONTROL_HEADER_VALUE)
      return refuse(c, 403, `calls need the header ${CONTROL_HEADER}: ${CONTROL_HEADER_VALUE}`);
    await next();
  };
}
