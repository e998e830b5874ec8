/**
 * Production mode (sandbox/mode.ts): the sandbox serves the portal and the operator-service
 * stand-ins with no control API at all. Every control path, with the control header and the
 * sandbox's own Host, is a 404 like any unknown path, while the portal's calls still answer.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_PATHS, controlHeaders } from '../control/contract.ts';
import { startSandbox, type RunningSandbox } from '../listen.ts';
import { modeFromArgs } from '../mode.ts';
import { APP_HEADERS } from './harness.ts';

let running: RunningSandbox;
beforeAll(async () => {
  running = await startSandbox({ mode: 'production', port: 0, dbPath: ':memory:', distDir: null });
});
afterAll(async () => running.close());

const request = (path: string, method: string, headers: Record<string, string> = {}) =>
  fetch(running.url + path, {
    method,
    headers: { ...controlHeaders(), 'Content-Type': 'application/json', ...headers },
    ...(method === 'GET' ? {} : { body: JSON.stringify({ path: 'resource/v1/config' }) }),
  });

describe('the sandbox in production mode', () => {
  it('answers 404 on every control path and method, even with the control header', async () => {
    for (const path of [...Object.values(CONTROL_PATHS), '/__sandbox/anything']) {
      for (const method of ['GET', 'POST', 'PATCH']) {
        const res = await request(path, method);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.json()).toEqual({
          statusCode: 404,
          status: 'failure',
          message: `No route ${method} ${path}`,
        });
      }
    }
  });

  it("still answers the portal's calls, so its flows complete", async () => {
    const res = await fetch(`${running.url}/orp/bfe/api/portal-service/resource/v1/config`, {
      headers: APP_HEADERS,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { status: string }).status).toBe('success');
    expect((await fetch(`${running.url}/__sandbox/paystack/inline.js`)).status).toBe(200);
  });
});

describe('choosing the mode', () => {
  it('sandbox/start.ts runs in sandbox mode unless given --production', () => {
    expect(modeFromArgs([])).toBe('sandbox');
    expect(modeFromArgs(['--production'])).toBe('production');
  });

  it('npm start serves the sandbox; npm run start:production serves without the control API', () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toMatch(/node sandbox\/start\.ts$/);
    expect(pkg.scripts['start:production']).toMatch(/node sandbox\/start\.ts --production$/);
  });
});
