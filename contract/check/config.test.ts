/** The environment file's checks (CONTRACT-4): every problem named by its key (docs/contract.md). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from './args.ts';
import { parseConfig } from './config.ts';

/** The sandbox file as plain JSON, to break one key at a time. */
interface RawFile {
  [key: string]: unknown;
  numbers: Record<string, unknown>;
  otp: Record<string, unknown>;
  payments: Record<string, unknown>;
}
const sandbox = () => JSON.parse(readFileSync(DEFAULT_CONFIG, 'utf8')) as RawFile;
const problemsOf = (raw: unknown) => {
  const parsed = parseConfig(raw);
  return parsed.ok ? [] : parsed.problems;
};

describe('the environment file', () => {
  it('reads the sandbox file, with the defaults of the keys it leaves out', () => {
    const parsed = parseConfig(sandbox());
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.config.numbers.prepaid).toBe('712000001');
    expect(parsed.config.payments).toEqual({
      allowed: true,
      testNumbers: ['712000001', '712000007', '712000002', '718000001'],
    });
    expect(parsed.config.services).toEqual({
      portal: null,
      auth: null,
      content: null,
      gateway: null,
    });
    expect(parsed.config.timeoutMs).toBe(15000);
  });

  it('holds every mobile number as its 9 national digits, however it was written', () => {
    const raw = sandbox();
    raw.numbers.prepaid = '+255 712 000 001';
    raw.payments.testNumbers = ['0712000001', '255712000007'];
    const parsed = parseConfig(raw);
    expect(
      parsed.ok && [parsed.config.numbers.prepaid, parsed.config.payments.testNumbers],
    ).toEqual(['712000001', ['712000001', '712000007']]);
  });

  it('names a missing key, a malformed one and an unknown one, each with what it holds', () => {
    const raw = sandbox();
    delete raw.apiKey;
    raw.payments.allowed = 'yes';
    raw.numbers.unknown = '12';
    raw.sandboxcontrol = true;
    expect(problemsOf(raw)).toEqual([
      "`apiKey` is missing: the environment's x-api-key (the apiKey of its /config.json)",
      '`numbers.unknown` must be a mobile number (9 national digits): a number the service does not know (number validation fails)',
      '`payments.allowed` must be true or false: true lets the run initiate and process payments, only from the numbers of payments.testNumbers',
      '`sandboxcontrol` is not a key of this file',
    ]);
  });

  it('says how many cap lines a client cap needs, and that the wrong code must be wrong', () => {
    const raw = sandbox();
    raw.numbers.capLines = ['715000001', '715000002'];
    raw.otp.wrongCode = raw.otp.correctCode;
    expect(problemsOf(raw)).toEqual([
      '`numbers.capLines` holds 2 line(s); otp.clientCap 20 needs at least 6 (each takes 4 codes)',
      '`otp.wrongCode` must differ from `otp.correctCode`',
    ]);
  });

  it('takes a service base as a path, a URL or the origin', () => {
    const raw = sandbox();
    raw.services = { portal: 'https://api.example.co.tz/orp/', content: '', auth: 'auth' };
    expect(problemsOf(raw)).toEqual([
      "`services.auth` must be '' or a path starting with / or an http(s) URL: the auth service's base path or URL; default the document's (authBase)",
    ]);
  });

  it('refuses a file that is not one object', () => {
    expect(problemsOf([])).toEqual(['the file must hold one JSON object']);
  });
});
