/**
 * A conformance run: the document's scenarios replayed against one deployment. Reads the
 * operations and rules from the document, runs every scenario that covers one of them, checks
 * every call against the document, and adds a FAIL for each operation or rule no scenario covers
 * (so the document and the scenarios cannot drift apart). Returns the report's lines; the CLI
 * (scripts/contractCheck.ts) prints them.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CheckFailure,
  SkipCheck,
  type CheckContext,
  type CheckLine,
  type Scenario,
  type ScenarioRun,
} from './checks.ts';
import type { CheckConfig } from './config.ts';
import {
  documentBases,
  listOperations,
  listRules,
  type DocOperation,
  type DocRule,
  type ServiceBases,
} from './document.ts';
import { describeAnswer, type Exchange } from './exchange.ts';
import { PaymentNotAllowed, paymentGuard } from './paymentGuard.ts';
import { RunNotStarted } from './runNotStarted.ts';
import { resetSandbox } from './sandboxControl.ts';
import { createSender, type AnswerChecker } from './sender.ts';

export interface RunOptions {
  /** The deployment's origin. */
  base: string;
  /** The parsed contract document. */
  doc: unknown;
  config: CheckConfig;
  scenarios: readonly Scenario[];
  /** Checks requests and answers against the document (contract/validator.ts). */
  checker: (bases: ServiceBases) => AnswerChecker;
  /** Only the scenarios of this operationId or rule id. */
  only?: string;
  /** Run the checks that wait minutes. */
  slow?: boolean;
  /**
   * How the slow checks wait; default a real timer. A test of a sandbox started with its own
   * clock (`startSandbox({ now })`) moves that clock instead of waiting.
   */
  sleep?: (ms: number) => Promise<void>;
  /** Told of each line as it is decided (the CLI prints progress). */
  onLine?: (line: CheckLine) => void;
}

export interface RunResult {
  lines: CheckLine[];
  operations: DocOperation[];
  rules: DocRule[];
  bases: ServiceBases;
  counts: Record<'PASS' | 'FAIL' | 'SKIP', number>;
  /** 0: every check passed (skips allowed); 1: something failed. */
  exitCode: 0 | 1;
}

/** Stops a scenario after a check that failed or was skipped. */
class Stop extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.reason = reason;
  }
}

/** Any HTTP answer at all from the base: else the run cannot start. */
async function reachable(base: string, timeoutMs: number): Promise<void> {
  try {
    await fetch(base, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const e = error as { name?: string; cause?: { code?: string; message?: string } };
    const why =
      e.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : (e.cause?.code ?? e.cause?.message ?? String(error));
    throw new RunNotStarted(`Cannot reach ${base}: ${why}`);
  }
}

/** The bases the run sends to: the document's, each replaced by the environment file's. */
function basesOf(doc: unknown, config: CheckConfig): ServiceBases {
  const bases = documentBases(doc);
  for (const name of Object.keys(bases) as (keyof ServiceBases)[]) {
    const override = config.services[name];
    if (override !== null && override !== undefined) bases[name] = override;
  }
  return bases;
}

/** Problems of the calls a check made that the document refuses, in words; '' when none. */
function documentProblems(log: readonly Exchange[]): { reason: string; exchange: Exchange } | null {
  const answer = log.find((ex) => ex.answerProblems.length > 0);
  if (answer)
    return {
      reason: `the answer does not match the document: ${answer.answerProblems.join('; ')}`,
      exchange: answer,
    };
  const request = log.find((ex) => !ex.deliberate && ex.requestProblems.length > 0);
  if (request)
    return {
      reason: `the run's own request does not match the document (the scenario or the document is out of date): ${request.requestProblems.join('; ')}`,
      exchange: request,
    };
  return null;
}

export async function runContractCheck(opts: RunOptions): Promise<RunResult> {
  const { config, doc } = opts;
  const base = opts.base.replace(/\/+$/, '');
  await reachable(base, config.timeoutMs);
  if (config.sandboxControl) await resetSandbox(base, config.timeoutMs);

  const operations = listOperations(doc);
  const rules = listRules(doc);
  const bases = basesOf(doc, config);
  const opById = new Map(operations.map((op) => [op.operationId, op]));
  const ruleById = new Map(rules.map((rule) => [rule.id, rule]));
  const groupOf = (subject: string): CheckLine['group'] =>
    opById.has(subject) ? 'operation' : ruleById.has(subject) ? 'rule' : 'run';

  const lines: CheckLine[] = [];
  const record = (line: CheckLine) => {
    lines.push(line);
    opts.onLine?.(line);
  };
  let log: Exchange[] | undefined;
  const guard = paymentGuard(config.payments);
  const send = createSender({
    base,
    bases,
    config,
    checker: opts.checker(bases),
    guard,
    onExchange: (ex) => log?.push(ex),
  });
  const memos = new Map<string, Promise<unknown>>();
  const ctx: CheckContext = {
    config,
    base,
    slow: opts.slow === true,
    operation(operationId) {
      const op = opById.get(operationId);
      if (!op) throw new Error(`the document has no operation ${operationId}`);
      return op;
    },
    rule: (id) => ruleById.get(id),
    call: (operationId, options) => send(ctx.operation(operationId), options),
    requirePayments(...numbers) {
      for (const mobileNumber of numbers) guard.admit('initiate', { mobileNumber });
    },
    freshKey: () => randomUUID(),
    sleep: opts.sleep ?? ((ms) => sleep(ms)),
    memo<T>(key: string, make: () => Promise<T>) {
      // A failed read is not kept: the next check asks again and reports its own failure.
      const made =
        memos.get(key) ??
        make().catch((error: unknown) => {
          memos.delete(key);
          throw error;
        });
      memos.set(key, made);
      return made as Promise<T>;
    },
  };

  const runScenario = async (scenario: Scenario) => {
    const reported = new Set<string>();
    const run: ScenarioRun = {
      ctx,
      async check(subject, title, fn) {
        const group = groupOf(subject);
        reported.add(subject);
        log = [];
        const mine = log;
        try {
          const value = await fn(ctx);
          const problem = documentProblems(mine);
          if (problem) {
            record({
              group,
              subject,
              title,
              verdict: 'FAIL',
              reason: problem.reason,
              exchanges: [problem.exchange],
            });
            throw new Stop(`'${title}' failed`);
          }
          record({ group, subject, title, verdict: 'PASS', exchanges: [] });
          return value;
        } catch (error) {
          if (error instanceof Stop) throw error;
          if (error instanceof SkipCheck || error instanceof PaymentNotAllowed) {
            record({
              group,
              subject,
              title,
              verdict: 'SKIP',
              reason: error.message,
              exchanges: [],
            });
            throw new Stop(error.message);
          }
          const failure = error instanceof CheckFailure ? error : undefined;
          const shown = failure?.exchange ?? mine[mine.length - 1];
          const problem = documentProblems(mine);
          record({
            group,
            subject,
            title,
            verdict: 'FAIL',
            reason: failure
              ? [
                  shown && shown.status === 0 ? describeAnswer(shown) : failure.actual,
                  problem ? problem.reason : '',
                ]
                  .filter(Boolean)
                  .join('; ')
              : `the check could not run: ${(error as Error).message}`,
            ...(failure ? { expected: failure.expected } : {}),
            exchanges: shown ? [shown] : [],
          });
          throw new Stop(`'${title}' failed`);
        } finally {
          log = undefined;
        }
      },
    };
    let stopped: string | undefined;
    try {
      await scenario.run(run);
    } catch (error) {
      stopped = error instanceof Stop ? error.reason : `the scenario broke: ${String(error)}`;
      if (!(error instanceof Stop))
        record({
          group: 'run',
          subject: scenario.id,
          title: 'scenario',
          verdict: 'FAIL',
          reason: stopped,
          exchanges: [],
        });
    }
    for (const subject of scenario.covers) {
      if (reported.has(subject) || groupOf(subject) === 'run') continue;
      record({
        group: groupOf(subject),
        subject,
        title: `the checks of scenario ${scenario.id}`,
        verdict: 'SKIP',
        reason: stopped ? `not reached: ${stopped}` : 'the scenario made no check of it',
        exchanges: [],
      });
    }
  };

  const known = (subject: string) => opById.has(subject) || ruleById.has(subject);
  const chosen = opts.scenarios.filter(
    (s) => s.covers.some(known) && (opts.only === undefined || s.covers.includes(opts.only)),
  );
  for (const scenario of chosen) await runScenario(scenario);

  const covered = new Set(opts.scenarios.flatMap((s) => s.covers));
  const wanted = (subject: string) => opts.only === undefined || opts.only === subject;
  for (const op of operations)
    if (wanted(op.operationId) && !covered.has(op.operationId))
      record({
        group: 'operation',
        subject: op.operationId,
        title: 'no scenario',
        verdict: 'FAIL',
        reason: `the document has ${op.method} ${op.pathTemplate} but no scenario of contract/check calls it`,
        exchanges: [],
      });
  for (const rule of rules)
    if (wanted(rule.id) && !covered.has(rule.id))
      record({
        group: 'rule',
        subject: rule.id,
        title: 'not checked',
        verdict: 'FAIL',
        reason: 'the document states this rule but no scenario of contract/check checks it',
        exchanges: [],
      });

  const counts = { PASS: 0, FAIL: 0, SKIP: 0 };
  for (const line of lines) counts[line.verdict] += 1;
  return { lines, operations, rules, bases, counts, exitCode: counts.FAIL > 0 ? 1 : 0 };
}
