/**
 * The conformance run (CONTRACT-4, CONTRACT-5; `npm run contract:check`, docs/contract.md) against the
 * sandbox: in full against the real one, a clear FAIL against a sandbox with one rule broken,
 * exit code 2 for a bad environment file, and no payment call at all when payments are not
 * allowed.
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, DEFAULT_CONTRACT, type CheckArgs } from '../../contract/check/args.ts';
import type { CheckLine } from '../../contract/check/checks.ts';
import { listOperations, listRules } from '../../contract/check/document.ts';
import { contractCheck } from '../../contract/check/main.ts';
import { scenarios } from '../../contract/check/scenarios/index.ts';
import { loadContract } from '../../contract/validator.ts';
import { endpoints } from '../../src/api/endpoints.ts';
import { CONTROL_PATHS, controlHeaders } from '../control/contract.ts';
import { startSandbox, type RunningSandbox } from '../listen.ts';
import {
  boundsNotEnforced,
  freshTxnIdOnReplay,
  PAYMENT_PATHS,
  sandboxConfigWith,
  serveSandbox,
  type ServedSandbox,
} from './contractCheckKit.ts';

const doc = loadContract(DEFAULT_CONTRACT);
const operationIds = listOperations(doc).map((op) => op.operationId);
const ruleIds = listRules(doc).map((rule) => rule.id);
/** The rules whose checks wait minutes: SKIP without --slow. */
const SLOW_RULES = ['otp-expiry', 'otp-session-life'];

const args = (base: string, more: Partial<CheckArgs> = {}): CheckArgs => ({
  base,
  config: DEFAULT_CONFIG,
  contract: DEFAULT_CONTRACT,
  json: false,
  slow: false,
  ...more,
});

/** The command line run as a person runs it: exit code, stdout, stderr (never blocks this process's sandbox). */
async function cli(...argv: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['scripts/contractCheck.ts', ...argv],
      {
        timeout: 60_000,
      },
    );
    return { status: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { status: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/** A port nothing listens on (taken from the system, then let go). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const verdicts = (lines: CheckLine[], subject: string) =>
  lines.filter((l) => l.subject === subject).map((l) => l.verdict);
const passed = (lines: CheckLine[], subject: string) => verdicts(lines, subject).includes('PASS');

describe('against the sandbox', () => {
  let offsetMs = 0;
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    // The sandbox's clock, moved by the slow checks instead of waiting (sandbox/core/clock.ts).
    sandbox = await startSandbox({
      mode: 'sandbox',
      dbPath: ':memory:',
      distDir: null,
      now: () => Date.now() + offsetMs,
      // The sandbox's own judge of traffic, as a second opinion on the run's calls.
      watchContract: true,
    });
  });
  afterAll(() => sandbox.close());

  // CONTRACT-4
  it('passes in full, every operation and rule of the document with a PASS line', async () => {
    const outcome = await contractCheck(args(sandbox.url, { slow: true }), {
      sleep: async (ms) => void (offsetMs += ms),
    });
    const lines = outcome.result?.lines ?? [];
    expect(lines.filter((l) => l.verdict !== 'PASS')).toEqual([]);
    expect(outcome.exitCode).toBe(0);
    expect(Object.keys(endpoints).filter((id) => !passed(lines, id))).toEqual([]);
    expect(operationIds.filter((id) => !passed(lines, id))).toEqual([]);
    expect(ruleIds.filter((id) => !passed(lines, id))).toEqual([]);
    // The sandbox saw no call of the run break the contract but those that said so on purpose.
    const watched = await fetch(`${sandbox.url}${CONTROL_PATHS.contractViolations}`, {
      headers: controlHeaders(),
    });
    expect(((await watched.json()) as { result: unknown[] }).result).toEqual([]);
    expect(outcome.report).toMatch(
      /\nSummary: \d+ checks, \d+ PASS, 0 FAIL, 0 SKIP \(\d+ operations, \d+ rules\): the service keeps the contract$/,
    );
  }, 30_000);

  it('passes through the command line, the minutes-long rules SKIP with their reason', async () => {
    const run = await cli('--base', sandbox.url);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      '    SKIP  a code is refused once its life is over\n          skipped: needs 305 s of waiting for a code to expire: run with --slow',
    );
    expect(run.stdout).toContain(
      "    SKIP  a token is refused once its session's life is over\n          skipped: needs 905 s of waiting for a session to end: run with --slow",
    );
    expect(run.stdout).toMatch(
      /\nSummary: \d+ checks, \d+ PASS, 0 FAIL, 2 SKIP .*: the service keeps the contract\n$/,
    );
  }, 60_000);
  it('reports an operation no scenario calls and a rule no scenario checks as FAIL', async () => {
    const without = scenarios.filter(
      (s) => !s.covers.includes('geocode') && !s.covers.includes('shops-coordinates'),
    );
    const outcome = await contractCheck(args(sandbox.url), { scenarios: without });
    const failed = (outcome.result?.lines ?? []).filter((l) => l.verdict === 'FAIL');
    expect(failed.map((l) => [l.group, l.subject, l.title, l.reason])).toEqual([
      [
        'operation',
        'geocode',
        'no scenario',
        'the document has GET /maps/geocode but no scenario of contract/check calls it',
      ],
      [
        'rule',
        'shops-coordinates',
        'not checked',
        'the document states this rule but no scenario of contract/check checks it',
      ],
    ]);
    expect(outcome.exitCode).toBe(1);
  }, 30_000);

  it('runs only the scenarios of one rule with --only', async () => {
    const outcome = await contractCheck(args(sandbox.url, { only: 'amount-bounds' }));
    expect((outcome.result?.lines ?? []).map((l) => [l.subject, l.verdict, l.title])).toEqual([
      ['amount-bounds', 'PASS', 'a recharge one shilling below the minimum is refused'],
      ['amount-bounds', 'PASS', 'a recharge one shilling above the maximum is refused'],
      ['amount-bounds', 'PASS', 'a recharge of the minimum itself is accepted'],
    ]);
  }, 30_000);
});

describe('against a sandbox with one rule broken', () => {
  let served: ServedSandbox | undefined;
  afterAll(() => served?.close());

  /** The run against a sandbox broken by `breaker`; every other rule must still pass. */
  async function runBroken(breaker: Parameters<typeof serveSandbox>[0], broken: string) {
    served = await serveSandbox(breaker);
    const outcome = await contractCheck(args(served.url));
    const lines = outcome.result?.lines ?? [];
    const failed = [...new Set(lines.filter((l) => l.verdict === 'FAIL').map((l) => l.subject))];
    expect(failed).toEqual([broken]);
    expect(outcome.exitCode).toBe(1);
    const others = ruleIds.filter((id) => id !== broken && !SLOW_RULES.includes(id));
    expect(others.filter((id) => !passed(lines, id))).toEqual([]);
    await served.close();
    served = undefined;
    return { outcome, lines: lines.filter((l) => l.subject === broken) };
  }

  it('reports idempotency broken: FAIL with the replayed request and its fresh transaction', async () => {
    const { outcome, lines } = await runBroken(freshTxnIdOnReplay(), 'idempotent-txnid');
    const [fail] = lines;
    // The failed check stops its scenario: the rule's later check is not run.
    expect(lines.map((l) => [l.verdict, l.title])).toEqual([
      ['FAIL', 'the same payment again with its txnId answers the same transactionId'],
    ]);
    expect(fail?.expected).toMatch(/^transactionId TWG\w+ again$/);
    expect(fail?.reason).toMatch(/^TWG\w+$/);
    expect(fail?.reason).not.toBe(fail?.expected?.split(' ')[1]);
    const report = outcome.report;
    expect(report).toContain(
      "  idempotent-txnid: An initiation's txnId is its idempotency key\n    FAIL  the same payment again with its txnId answers the same transactionId\n          expected: transactionId TWG",
    );
    expect(report).toMatch(
      /\n {10}request: {2}POST http:\/\/127\.0\.0\.1:\d+\/orp\/bfe\/api\/portal-service\/transaction\/v1\/initiate\n {20}\{"data":\{"amount":500,"countryCode":"255","mobileNumber":"712000001",.*"txnId":"[0-9a-f-]{36}"\}\}\n {10}answer: {3}HTTP 200 \{"statusCode":200,"status":"success","message":"Transaction initiated","result":\{"transactionId":"TWG\w+"\}\}\n/,
    );
    expect(report).toMatch(
      /\nSummary: \d+ checks, \d+ PASS, 1 FAIL, \d+ SKIP .*: the service breaks the contract$/,
    );
  }, 30_000);

  it('reports amount bounds not enforced: FAIL naming the refusal expected and the success got', async () => {
    const { lines } = await runBroken(boundsNotEnforced(), 'amount-bounds');
    expect(lines.map((l) => [l.verdict, l.title, l.expected, l.reason])).toEqual([
      [
        'FAIL',
        'a recharge one shilling below the minimum is refused',
        'HTTP 200 with statusCode 400',
        'HTTP 200, statusCode 200 ("Transaction initiated")',
      ],
    ]);
    const request = lines[0]?.exchanges[0]?.request;
    expect(request?.url).toMatch(/\/orp\/bfe\/api\/portal-service\/transaction\/v1\/initiate$/);
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ data: { amount: 499 } });
  }, 30_000);
});

describe('a run that cannot start', () => {
  it('names every problem of the environment file, by its key, with exit code 2 and no stack', async () => {
    const file = sandboxConfigWith((c) => {
      const numbers = c.numbers as Record<string, unknown>;
      numbers.prepiad = numbers.prepaid;
      delete numbers.prepaid;
      (c.payments as Record<string, unknown>).testNumbers = ['712000007', 'abc'];
    });
    const run = await cli('--base', `http://127.0.0.1:${await closedPort()}`, '--config', file);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `contract:check: The environment file ${file}: 3 problem(s)\n` +
        '  - `numbers.prepaid` is missing: a prepaid test line that pays successfully\n' +
        '  - `payments.testNumbers` holds "abc", not mobile numbers: the lines whose payments move no real money; a payment scenario naming any other number is skipped\n' +
        '  - `numbers.prepiad` is not a key of this file\n',
    );
  }, 30_000);

  it('says so when the base does not answer', async () => {
    const base = `http://127.0.0.1:${await closedPort()}`;
    expect(await contractCheck(args(base))).toEqual({
      exitCode: 2,
      report: '',
      error: `Cannot reach ${base}: ECONNREFUSED`,
    });
  });
});

describe('with payments not allowed', () => {
  let served: ServedSandbox;
  beforeAll(async () => {
    served = await serveSandbox();
  });
  afterAll(() => served.close());

  // CONTRACT-5
  it('sends no payment call and reports the payment checks SKIP with the reason', async () => {
    const file = sandboxConfigWith(
      (c) => ((c.payments as Record<string, unknown>).allowed = false),
    );
    const outcome = await contractCheck(args(served.url, { config: file }));
    expect(served.received.filter((r) => PAYMENT_PATHS.includes(r.path))).toEqual([]);
    const lines = outcome.result?.lines ?? [];
    for (const subject of [
      'initiate',
      'authInitiate',
      'process',
      'authProcess',
      'idempotent-txnid',
      'token-payer',
    ])
      expect(lines.filter((l) => l.subject === subject && l.verdict === 'SKIP')[0]?.reason).toMatch(
        /payments are not allowed in this environment \(payments\.allowed is false\)$/,
      );
    expect(lines.filter((l) => l.verdict === 'FAIL')).toEqual([]);
    expect(outcome.exitCode).toBe(0);
    expect(verdicts(lines, 'status')).toEqual(['SKIP', 'PASS']);
  }, 30_000);

  it('pays only from the listed test numbers', async () => {
    served.received.length = 0;
    const file = sandboxConfigWith(
      (c) => ((c.payments as Record<string, unknown>).testNumbers = ['712000007']),
    );
    const outcome = await contractCheck(args(served.url, { config: file }));
    const payers = served.received
      .filter((r) => /\/transaction\/v1\/(auth\/)?initiate$/.test(r.path))
      .map(
        (r) =>
          (JSON.parse(r.body) as { data: { mobileNumber: string; paymentMobile: string } }).data,
      )
      .map((d) => `${d.mobileNumber} ${d.paymentMobile}`);
    expect(new Set(payers)).toEqual(new Set(['712000007 0712000007']));
    const skipped = (outcome.result?.lines ?? []).find((l) => l.subject === 'initiate');
    expect(skipped?.reason).toMatch(/"712000001" is not one of payments\.testNumbers$/);
    expect(outcome.exitCode).toBe(0);
  }, 30_000);
});
