/** The command line of npm run contract:check. */
import { describe, expect, it } from 'vitest';
import { parseArgs } from './args.ts';

describe('the command line', () => {
  it('needs --base and defaults the rest', () => {
    expect(parseArgs([])).toEqual({ ok: false, problem: '--base <url> is required' });
    expect(parseArgs(['--base', 'https://staging.example.co.tz'])).toEqual({
      ok: true,
      args: {
        base: 'https://staging.example.co.tz',
        config: 'contract/environments/sandbox.json',
        contract: 'contract/openapi.yaml',
        json: false,
        slow: false,
      },
    });
  });

  it('takes --name value and --name=value, and the flags', () => {
    const parsed = parseArgs([
      '--base=http://localhost:8080',
      '--only',
      'amount-bounds',
      '--slow',
      '--json',
    ]);
    expect(parsed.ok && parsed.args).toMatchObject({
      only: 'amount-bounds',
      slow: true,
      json: true,
    });
  });

  it('says what is wrong with the arguments', () => {
    expect(parseArgs(['--base', 'staging.example.co.tz'])).toEqual({
      ok: false,
      problem: '--base must be an http(s) URL, not "staging.example.co.tz"',
    });
    expect(parseArgs(['--base', 'http://x', '--config'])).toEqual({
      ok: false,
      problem: '--config needs a value',
    });
    expect(parseArgs(['--base', 'http://x', '--fast'])).toEqual({
      ok: false,
      problem: 'unknown argument --fast',
    });
  });
});
