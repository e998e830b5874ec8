/**
 * Runs one scenario and turns each of its checks into a line of the report: PASS when the check
 * held and every call it made keeps the document, FAIL with the expectation and the exchange that
 * broke it, SKIP with the reason (a payment not allowed, a check that needs --slow). A check that
 * does not pass stops its scenario; what the scenario alone would have covered is SKIP "not
 * reached".
 */
import {
  CheckFailure,
  SkipCheck,
  type CheckContext,
  type CheckLine,
  type Scenario,
  type ScenarioRun,
} from './checks.ts';
import { describeAnswer, type Exchange } from './exchange.ts';
import { PaymentNotAllowed } from './paymentGuard.ts';

/** Stops a scenario after a check that failed or was skipped. */
class Stop extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.reason = reason;
  }
}

/** Where the calls of a check break the document, in words; null when they keep it. */
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

/** The FAIL line of a check that threw `error` after making the calls of `log`. */
function failedLine(
  base: Pick<CheckLine, 'group' | 'subject' | 'title'>,
  error: unknown,
  log: readonly Exchange[],
): CheckLine {
  const failure = error instanceof CheckFailure ? error : undefined;
  const shown = failure?.exchange ?? log[log.length - 1];
  const problem = documentProblems(log);
  const got = shown && shown.status === 0 ? describeAnswer(shown) : failure?.actual;
  return {
    ...base,
    verdict: 'FAIL',
    reason: failure
      ? [got, problem?.reason].filter(Boolean).join('; ')
      : `the check could not run: ${(error as Error).message}`,
    ...(failure ? { expected: failure.expected } : {}),
    exchanges: shown ? [shown] : [],
  };
}

export interface ScenarioRunnerOptions {
  ctx: CheckContext;
  /** Which group a subject's lines go in (an operation, a rule, neither). */
  groupOf(subject: string): CheckLine['group'];
  record(line: CheckLine): void;
  /** Starts a new log of the calls the running check makes (the sender fills it). */
  startLog(): Exchange[];
}

export function scenarioRunner(opts: ScenarioRunnerOptions): (scenario: Scenario) => Promise<void> {
  const { ctx, groupOf, record } = opts;
  return async (scenario) => {
    const reported = new Set<string>();
    const run: ScenarioRun = {
      ctx,
      async check(subject, title, fn) {
        const line = { group: groupOf(subject), subject, title };
        reported.add(subject);
        const log = opts.startLog();
        let value: Awaited<ReturnType<typeof fn>>;
        try {
          value = await fn(ctx);
        } catch (error) {
          if (error instanceof SkipCheck || error instanceof PaymentNotAllowed) {
            record({ ...line, verdict: 'SKIP', reason: error.message, exchanges: [] });
            throw new Stop(error.message);
          }
          record(failedLine(line, error, log));
          throw new Stop(`'${title}' failed`);
        }
        const problem = documentProblems(log);
        if (problem) {
          record({
            ...line,
            verdict: 'FAIL',
            reason: problem.reason,
            exchanges: [problem.exchange],
          });
          throw new Stop(`'${title}' failed`);
        }
        record({ ...line, verdict: 'PASS', exchanges: [] });
        return value;
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
}
