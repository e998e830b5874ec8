/**
 * One API call of the sandbox = one module exporting an ApiRoute. routes/index.ts lists them;
 * app.ts mounts each at its service base from src/api/endpoints.ts. Handlers see plain data, not
 * Hono, so a module stays a few lines of operator behaviour.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Endpoint } from '../../src/api/endpoints.ts';
import type { Reply } from './reply.ts';

/** What a handler gets from the request. */
export interface ApiRequest {
  /** The `data` object of a POST body (`{}` for GETs). */
  data: Record<string, unknown>;
  /** Query parameters. */
  query: Record<string, string>;
  /** A request header, lower-case name. */
  header(name: string): string | undefined;
  /** The requester's address as the sandbox sees it (core/client.ts): per-client limits. */
  client: string;
}

/** What every handler may use. */
export interface SandboxContext {
  db: DatabaseSync;
  schemasDir: string;
}

export interface ApiRoute {
  endpoint: Endpoint;
  handle(req: ApiRequest, ctx: SandboxContext): Reply | Promise<Reply>;
}

/** A string field of a payload ('' when absent), numbers allowed. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** A numeric field of a payload, NaN when absent or not numeric. */
export function num(value: unknown): number {
  return typeof value === 'number'
    ? value
    : typeof value === 'string' && value.trim() !== ''
      ? Number(value)
      : NaN;
}

/** A nested object field, `{}` when absent. */
export function obj(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
