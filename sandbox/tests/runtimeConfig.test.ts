/**
 * CONTRACT-6: the sandbox's /config.json (sandbox/app.ts, sandboxRuntimeConfig) is what a good
 * deployment's looks like: the portal's start-up check (src/api/runtimeConfigCheck.ts) and
 * `npm run config:check` find no problem in it, in either mode.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_RULES } from '../../src/api/runtimeConfig.ts';
import { checkRuntimeConfig } from '../../src/api/runtimeConfigCheck.ts';
import { startSandbox, type RunningSandbox } from '../listen.ts';

const running: Partial<Record<'sandbox' | 'production', RunningSandbox>> = {};
beforeAll(async () => {
  for (const mode of ['sandbox', 'production'] as const)
    running[mode] = await startSandbox({ mode, port: 0, dbPath: ':memory:', distDir: null });
});
afterAll(async () => {
  await Promise.all(Object.values(running).map((sandbox) => sandbox.close()));
});

describe("the sandbox's /config.json", () => {
  it('passes the start-up check with no problem, in sandbox and production mode', async () => {
    for (const mode of ['sandbox', 'production'] as const) {
      const config: unknown = await (await fetch(`${running[mode]!.url}/config.json`)).json();
      expect(checkRuntimeConfig(config, SETTING_RULES), mode).toEqual([]);
    }
  });

  it('passes `npm run config:check` read from its URL: all 20 settings', async () => {
    const script = join(import.meta.dirname, '..', '..', 'scripts', 'configCheck.ts');
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [script, `${running.sandbox!.url}/config.json`],
      { encoding: 'utf8' },
    );
    expect({ stdout, stderr }).toEqual({ stdout: 'config.json OK: 20 settings\n', stderr: '' });
  });
});
