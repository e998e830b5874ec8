/**
 * The bad-input corpus (issue 13, item 6): every route of the sandbox, sent what fast-check makes
 * of wrong shapes and types, huge, deep and odd values, wrong content types, bytes that are not
 * UTF-8, broken query strings, wrong methods and path traversal. Each answer must be clean
 * (support/clean.ts): never a 5xx, never a stack trace or a path of this machine, always the JSON
 * envelope or the page the route promises. Seeds are fixed (support/corpus.ts).
 */
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { controlHeaders } from '../control/contract.ts';
import { sandboxForFile } from '../tests/harness.ts';
import { body, headers, query, traversalPath } from './support/arbitraries.ts';
import { OUTSIDE_CANARY } from './support/clean.ts';
import { corpus, summary } from './support/corpus.ts';
import { send } from './support/http.ts';
import {
  controlTargets,
  serviceTargets,
  standInTargets,
  TRAVERSAL_PREFIXES,
  type Target,
} from './support/targets.ts';

// A built portal in a temp folder, with a file beside it that no path may reach.
const root = mkdtempSync(join(tmpdir(), 'secsuite-'));
const distDir = join(root, 'dist');
mkdirSync(join(distDir, 'assets'), { recursive: true });
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Twiga</title><div id="root">');
writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(join(root, 'outside.txt'), OUTSIDE_CANARY);
writeFileSync(join(distDir, '.env'), OUTSIDE_CANARY);

const h = sandboxForFile({ distDir });

const all = [...serviceTargets, ...standInTargets];
const posts = all.filter((t) => t.method === 'POST');
const gets = all.filter((t) => t.method === 'GET');

// The figures bench/RESULTS.md records (cases, routes, 5xx), printed with every run.
afterAll(() => console.info(summary()));

describe('POST calls: any body, any content type, any app headers', () => {
  it.each(posts.map((t) => [t.name, t] as const))('%s', (_, target) =>
    corpus(
      h.url,
      target,
      fc
        .tuple(body, headers, query)
        .map(([b, hs, q]) => ({ method: 'POST', path: target.path + q, headers: hs, body: b })),
      { numRuns: 40, kind: 'post' },
    ),
  );
});

describe('GET calls: any query, any app headers', () => {
  it.each(gets.map((t) => [t.name, t] as const))('%s', (_, target) =>
    corpus(
      h.url,
      target,
      fc
        .tuple(query, headers)
        .map(([q, hs]) => ({ method: 'GET', path: target.path + q, headers: hs })),
      { numRuns: 25, kind: 'get' },
    ),
  );
});

describe('the control API: with and without its header, any body', () => {
  const gate = fc.oneof(
    fc.constant(controlHeaders()),
    fc.constant({}),
    fc.constantFrom('http://evil.example', 'null', 'http://localhost:1').map((Origin) => ({
      ...controlHeaders(),
      Origin,
    })),
    fc.constant({ ...controlHeaders(), Host: 'evil.example' }),
  );
  it.each(controlTargets.map((t) => [t.name, t] as const))('%s', (_, target) =>
    corpus(
      h.url,
      target,
      fc.tuple(body, headers, gate).map(([b, hs, g]) => ({
        method: target.method,
        path: target.path,
        headers: { ...hs, ...g },
        ...(target.method === 'GET' ? {} : { body: b }),
      })),
      // A control call that got through may have armed a fault or changed the config.
      {
        numRuns: 30,
        kind: 'control',
        after: async () => void (await h.control('/__sandbox/reset', 'POST')),
      },
    ),
  );
});

describe('paths: traversal out of the static folder and the content routes', () => {
  const site: Target = {
    name: 'static and content paths',
    method: 'GET',
    path: '/*',
    answers: 'static',
  };
  it('never serves a file from outside dist, a dotfile, or a 5xx', () =>
    corpus(
      h.url,
      site,
      fc.tuple(traversalPath(TRAVERSAL_PREFIXES), query).map(([path, q]) => ({
        method: 'GET',
        path: path + q,
        headers: { Accept: 'text/html' },
      })),
      { numRuns: 300, kind: 'traversal' },
    ));
});

describe('wrong methods on every route', () => {
  const paths = [...all, ...controlTargets].map((t) => t.path);
  const any: Target = { name: 'wrong methods', method: 'GET', path: '/*', answers: 'json' };
  it('PUT, DELETE, OPTIONS, PATCH, TRACE and the other verb answer 404/405 in JSON', () =>
    corpus(
      h.url,
      any,
      fc
        .tuple(
          fc.constantFrom(...paths),
          fc.constantFrom('PUT', 'DELETE', 'OPTIONS', 'PATCH'),
          headers,
        )
        .map(([path, method, hs]) => ({ method, path, headers: hs, body: '{"data":{}}' })),
      { numRuns: 100, kind: 'methods' },
    ));
});

describe('findings of the corpus, kept as regressions', () => {
  // The corpus's first run found this 500 (reading `.reference` of a JSON null); fixed in the
  // Paystack stand-in (sandbox/gateway/paystack.ts).
  it('paystack complete: a JSON body of null is a clean 4xx, not a 500', async () => {
    const reply = await send(h.url(), {
      method: 'POST',
      path: '/__sandbox/paystack/complete',
      headers: { 'Content-Type': 'application/json' },
      body: 'null',
    });
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
  });
});
