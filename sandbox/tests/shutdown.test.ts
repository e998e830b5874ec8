/**
 * Graceful shutdown, on the real process (`npm start`'s sandbox/start.ts): on SIGTERM or SIGINT
 * it takes no new connection, answers the requests in flight, closes SQLite cleanly and exits 0;
 * a request slower than the bound is cut so the stop still ends.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/endpoints.ts';
import { fullPath } from '../core/mount.ts';
import { spawnSandbox, type SandboxProcess } from '../spawn.ts';
import { APP_HEADERS } from './harness.ts';

let dir = '';
let running: SandboxProcess | undefined;
afterEach(() => {
  running?.child.kill('SIGKILL');
  running = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}) {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-shutdown-'));
  const dbPath = join(dir, 'sandbox.db');
  running = await spawnSandbox(dbPath, env);
  return { sandbox: running, dbPath };
}

/**
 * A number check whose body arrives in two parts: the request is in flight (headers in, the
 * handler waiting for the body) until `finish()` sends the rest.
 */
function slowNumberCheck(url: string) {
  const body = JSON.stringify({ data: { msisdn: '712000001' } });
  const half = Math.floor(body.length / 2);
  let req: ClientRequest | undefined;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req = request(
      url + fullPath(endpoints.validateNumber),
      {
        method: 'POST',
        headers: {
          ...APP_HEADERS,
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(body)),
        },
      },
      (res: IncomingMessage) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, half));
  });
  return { answer, finish: () => req?.end(body.slice(half)) };
}

/** Waits until the server has surely read the slow request's headers: another request's round trip. */
async function afterRoundTrip(url: string) {
  await fetch(`${url}/config.json`, { headers: { Connection: 'close' } });
}

describe('graceful shutdown', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s a request in flight still gets its answer, new connections are refused, SQLite closes cleanly',
    async (signal) => {
      const { sandbox, dbPath } = await start();
      const slow = slowNumberCheck(sandbox.url);
      await afterRoundTrip(sandbox.url);

      sandbox.child.kill(signal);
      await sandbox.printed(/stopping: 1 request\(s\) in flight/);
      await expect(fetch(`${sandbox.url}/config.json`)).rejects.toThrow();

      slow.finish();
      const answer = await slow.answer;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 'success', result: 'PREPAID' });

      expect(await sandbox.exited).toBe(0);
      expect(sandbox.output()).toContain('Sandbox: stopped cleanly');
      // A clean close checkpoints the write-ahead log into the database and removes it.
      expect(existsSync(`${dbPath}-wal`)).toBe(false);
      const db = new DatabaseSync(dbPath);
      expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
      db.close();
    },
  );

  it('a request slower than the bound is cut and the process still exits 0', async () => {
    const { sandbox } = await start({ SANDBOX_SHUTDOWN_GRACE_MS: '300' });
    const slow = slowNumberCheck(sandbox.url);
    await afterRoundTrip(sandbox.url);

    sandbox.child.kill('SIGTERM');
    await expect(slow.answer).rejects.toThrow();
    expect(await sandbox.exited).toBe(0);
    expect(sandbox.output()).toContain('Sandbox: stopped, 1 request(s) cut at the bound');
  });
});
