import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installCommand, missingChromiumMessage } from '../tests/e2e/support/chromium.ts';

const script = join(import.meta.dirname, 'ensure-chromium.ts');

describe('the Chromium step of npm test', () => {
  it('names the one command: apt-get as root, through sudo otherwise', () => {
    expect(installCommand(true)).toBe('apt-get update && apt-get install -y chromium');
    expect(installCommand(false)).toBe('sudo apt-get update && sudo apt-get install -y chromium');
    expect(missingChromiumMessage(false)).toContain(
      '\n  sudo apt-get update && sudo apt-get install -y chromium\n',
    );
  });

  it('stops at once, non-zero, with that command when Chromium is not where it is looked for', () => {
    // CHROMIUM_PATH set: the script never installs (the person chose a binary), it only says so.
    const run = spawnSync(process.execPath, [script], {
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('need Chromium at /nonexistent/chromium, and it is missing');
    expect(run.stderr).toContain('apt-get install -y chromium');
  });
});
