/**
 * Who is asking, as the sandbox sees it: the address the TCP connection came from (IPv4-mapped
 * IPv6 written as IPv4). X-Forwarded-For and the like are not read: the sandbox has no proxy in
 * front that it trusts, and a header a client writes itself would let it pose as any number of
 * clients. Requests without a socket (Hono's app.request in tests) share one client, 'local'.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

export const NO_SOCKET_CLIENT = 'local';

export function clientOf(c: Context): string {
  const address = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress;
  return address ? address.replace(/^::ffff:/i, '') : NO_SOCKET_CLIENT;
}
