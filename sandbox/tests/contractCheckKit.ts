/**
 * Sandboxes for the conformance run's tests (contractCheck.test.ts): the real sandbox app on a
 * free port, optionally with ONE rule broken by a rewrite of the requests in front of it, and a
 * record of every request it was sent.
 */
import { serve } from '@hono/node-server';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_CONFIG } from '../../contract/check/args.ts';
import { createSandbox } from '../app.ts';

/** A request as the sandbox received it: method, path and body text. */
export interface Received {
  method: string;
  path: string;
  body: string;
}

export interface ServedSandbox {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/** Rewrites a request before the sandbox sees it (breaks a rule from the outside). */
export type Breaker = (path: string, body: Record<string, unknown>) => Record<string, unknown>;

/** The real sandbox app (in-memory database), each request recorded and, with `breaker`, rewritten. */
export function serveSandbox(breaker?: Breaker): Promise<ServedSandbox> {
  const sandbox = createSandbox({
    mode: 'sandbox',
    dbPath: ':memory:',
    distDir: null,
    editorDir: null,
  });
  const received: Received[] = [];
  const fetch = async (request: Request, env: unknown): Promise<Response> => {
    const { pathname } = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    received.push({ method: request.method, path: pathname, body: text });
    let body = text;
    if (breaker && text) {
      try {
        const json = JSON.parse(text) as { data?: Record<string, unknown> };
        if (json.data) body = JSON.stringify({ ...json, data: breaker(pathname, json.data) });
      } catch {
        // Not JSON: the sandbox answers it as it is.
      }
    }
    const headers = new Headers(request.headers);
    headers.delete('content-length');
    const init: RequestInit = { method: request.method, headers };
    // Bytes, not a string: a string body would be given a Content-Type the client never sent.
    if (request.method !== 'GET') init.body = new TextEncoder().encode(body);
    return sandbox.app.fetch(new Request(request.url, init), env);
  };
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        received,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => {
              sandbox.close();
              done();
            });
          }),
      }),
    ) as Server;
  });
}

const isInitiation = (p: string) => /\/transaction\/v1\/(auth\/)?initiate$/.test(p);

/** idempotent-txnid broken: an initiation repeating a txnId gets a fresh one (a new transaction). */
export function freshTxnIdOnReplay(): Breaker {
  const seen = new Set<string>();
  return (p, data) => {
    if (!isInitiation(p) || typeof data.txnId !== 'string') return data;
    if (!seen.has(data.txnId)) {
      seen.add(data.txnId);
      return data;
    }
    return { ...data, txnId: randomUUID() };
  };
}

/** amount-bounds broken: a recharge below or above the sandbox's bounds is taken at the bound. */
export function boundsNotEnforced(min = 500, max = 1_000_000): Breaker {
  return (p, data) =>
    isInitiation(p) &&
    data.transactionType === 'PREPAID_RECHARGE' &&
    typeof data.amount === 'number'
      ? { ...data, amount: Math.min(max, Math.max(min, data.amount)) }
      : data;
}

/** The sandbox environment file with `change` applied, written to a temporary file. */
export function sandboxConfigWith(change: (config: Record<string, unknown>) => void): string {
  const config = JSON.parse(readFileSync(DEFAULT_CONFIG, 'utf8')) as Record<string, unknown>;
  change(config);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'contract-check-')), 'env.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/** The payment calls: none may reach the service when payments are not allowed. */
export const PAYMENT_PATHS = [
  '/orp/bfe/api/portal-service/transaction/v1/initiate',
  '/orp/bfe/api/portal-service/transaction/v1/auth/initiate',
  '/orp/bfe/api/portal-service/transaction/v1/process',
  '/orp/bfe/api/portal-service/transaction/v1/auth/process',
];
