/**
 * `npm run config:check -- <file-or-url>` (CONTRACT-6): the start-up check of /config.json
 * for an operator, on a file or a URL, with an exit code a deployment script can use. The
 * sandbox's own /config.json, read from its URL, is checked in sandbox/tests/runtimeConfig.test.ts.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConfigSource } from './configCheck.ts';

const script = join(import.meta.dirname, 'configCheck.ts');
const PEM =
  '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1\n-----END PUBLIC KEY-----\n';
const GOOD = {
  apiKey: 'live-key',
  rsaPublicKey: PEM,
  paystackScriptUrl: 'https://js.paystack.co/v2/inline.js',
};

/** Runs the command as npm does. */
async function run(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args], {
      encoding: 'utf8',
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'config-check-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('npm run config:check', () => {
  it('prints every problem of a file, a line each naming it, and exits 1', async () => {
    const path = file(
      'typo.json',
      JSON.stringify({ ...GOOD, apikey: 'x', requestTimeoutMs: '30s' }),
    );
    const result = await run(path);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `${path}: unknown setting "apikey" (did you mean "apiKey"?)\n` +
        `${path}: requestTimeoutMs must be a number (got "30s")\n`,
    );
  });

  it('says "config.json OK" with the number of settings, and exits 0, for a good file', async () => {
    const result = await run(file('good.json', JSON.stringify(GOOD)));
    expect(result).toEqual({ status: 0, stdout: 'config.json OK: 3 settings\n', stderr: '' });
  });

  it('names a file it cannot read or parse, and exits 1', async () => {
    const missing = join(dir, 'none.json');
    expect(await run(missing)).toEqual({
      status: 1,
      stdout: '',
      stderr: `${missing} could not be read (ENOENT)\n`,
    });
    const broken = file('broken.json', '{"apiKey": ');
    const result = await run(broken);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`^${broken} is not JSON \\(.+\\)\\n$`));
  });

  it('shows how to call it, and exits 2, when no file is named', async () => {
    expect(await run()).toEqual({
      status: 2,
      stdout: '',
      stderr: 'Usage: npm run config:check -- <path/to/config.json | https://host/config.json>\n',
    });
  });
});

describe('checkConfigSource on an https URL', () => {
  const answering = (body: string, status = 200) =>
    (async () => new Response(body, { status })) as unknown as typeof fetch;

  it('checks what the URL answers', async () => {
    const url = 'https://portal.example.co.tz/config.json';
    expect(
      await checkConfigSource(url, answering(JSON.stringify({ ...GOOD, apiKey: '' }))),
    ).toEqual({
      exitCode: 1,
      lines: [`${url}: apiKey is required but empty`],
    });
    expect(await checkConfigSource(url, answering('gone', 404))).toEqual({
      exitCode: 1,
      lines: [`${url} could not be read (answered HTTP 404)`],
    });
  });
});
