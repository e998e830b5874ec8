/**
 * The run's units. A scenario is one realistic exchange with the service (a payment OTP sent,
 * resent and verified; the same initiation sent twice ...); each of its checks is one line of the
 * report, about one operation or one rule of the document (its subject). A failed check stops its
 * scenario: what it would have checked next is reported SKIP "not reached".
 */
import type { CheckConfig } from './config.ts';
import type { DocOperation, DocRule } from './document.ts';
import type { Exchange } from './exchange.ts';
import type { CallOptions } from './sender.ts';

export type Verdict = 'PASS' | 'FAIL' | 'SKIP';

/** One line of the report. */
export interface CheckLine {
  group: 'operation' | 'rule' | 'run';
  /** The operationId or rule id. */
  subject: string;
  /** What was checked, in words. */
  title: string;
  verdict: Verdict;
  /** Why it failed or was skipped. */
  reason?: string;
  /** What the document or the business rule expected (FAIL). */
  expected?: string;
  /** The calls to show with a FAIL: the one that broke the expectation, else the last ones. */
  exchanges: Exchange[];
}

/** A broken expectation, with the exchange that broke it. */
export class CheckFailure extends Error {
  readonly expected: string;
  readonly actual: string;
  readonly exchange: Exchange | undefined;
  constructor(expected: string, actual: string, exchange?: Exchange) {
    super(`${expected}; got ${actual}`);
    this.name = 'CheckFailure';
    this.expected = expected;
    this.actual = actual;
    this.exchange = exchange;
  }
}

/** A check that cannot run here (needs time or a setting): SKIP with its reason. */
export class SkipCheck extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SkipCheck';
  }
}

/** What a scenario works with. */
export interface CheckContext {
  config: CheckConfig;
  /** The deployment's origin (its /config.json is read for the PIN key). */
  base: string;
  /** True with --slow: checks that wait minutes (a code's expiry) run. */
  slow: boolean;
  /** The document's operation; a scenario naming one the document lacks fails. */
  operation(operationId: string): DocOperation;
  /** The document's rule, if it has one by that id. */
  rule(id: string): DocRule | undefined;
  /** Sends one call of the document (sender.ts), logged with the running check. */
  call(operationId: string, options?: CallOptions): Promise<Exchange>;
  /**
   * Throws PaymentNotAllowed (the check is SKIP) unless payments are allowed and every number is
   * a test number: a payment scenario asks first, before it sends anything (an OTP included).
   */
  requirePayments(...numbers: string[]): void;
  /** A fresh idempotency key (txnId) nobody used before. */
  freshKey(): string;
  /** Waits (the slow checks). */
  sleep(ms: number): Promise<void>;
  /** Values the run keeps between its scenarios (the portal config it read once). */
  memo<T>(key: string, make: () => Promise<T>): Promise<T>;
}

export type CheckFn<T> = (ctx: CheckContext) => Promise<T>;

export interface ScenarioRun {
  ctx: CheckContext;
  /**
   * Runs one check of `subject` and reports it. Every call made during it is checked against the
   * document too. Resolves with what `fn` returned; when the check fails or is skipped, the rest
   * of the scenario is not run.
   */
  check<T>(subject: string, title: string, fn: CheckFn<T>): Promise<T>;
}

export interface Scenario {
  /** Unique, kebab-case: `payment-otp`, `rule-idempotent-txnid`. */
  id: string;
  /** The operations and rules it reports on (each gets a line, SKIP when not reached). */
  covers: readonly string[];
  run(s: ScenarioRun): Promise<void>;
}
