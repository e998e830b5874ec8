/**
 * One conformance run from its arguments to its report and exit code, without touching the
 * process (scripts/contractCheck.ts prints and exits; the tests call this directly). A run that
 * cannot start (a bad environment file, an unreadable document, a base that does not answer)
 * ends with exit code 2 and a message saying what to fix, never a stack trace.
 */
import type { CheckArgs } from './args.ts';
import type { Scenario } from './checks.ts';
import { ConfigError, loadConfig } from './config.ts';
import { documentChecker, readContract } from './documentChecker.ts';
import { formatReport, jsonReport } from './report.ts';
import { RunNotStarted } from './runNotStarted.ts';
import { runContractCheck, type RunResult } from './runner.ts';
import { scenarios as allScenarios } from './scenarios/index.ts';

export interface CheckOutcome {
  exitCode: 0 | 1 | 2;
  /** The report (stdout). */
  report: string;
  /** Why the run could not start (stderr); '' when it ran. */
  error: string;
  result?: RunResult;
}

const notStarted = (error: string): CheckOutcome => ({ exitCode: 2, report: '', error });

export interface CheckSeams {
  /** The scenarios to run; default every one (scenarios/index.ts). */
  scenarios?: readonly Scenario[];
  /** How the slow checks wait (runner.ts). */
  sleep?: (ms: number) => Promise<void>;
}

export async function contractCheck(
  args: CheckArgs,
  seams: CheckSeams = {},
): Promise<CheckOutcome> {
  let config;
  try {
    config = loadConfig(args.config);
  } catch (error) {
    if (error instanceof ConfigError) return notStarted(`The environment file ${error.message}`);
    throw error;
  }
  let doc: unknown;
  try {
    doc = readContract(args.contract);
  } catch (error) {
    return notStarted(
      `The contract document ${args.contract} cannot be read: ${(error as Error).message}`,
    );
  }
  let result: RunResult;
  try {
    result = await runContractCheck({
      base: args.base,
      doc,
      config,
      scenarios: seams.scenarios ?? allScenarios,
      ...(seams.sleep ? { sleep: seams.sleep } : {}),
      checker: documentChecker(doc),
      ...(args.only ? { only: args.only } : {}),
      slow: args.slow,
    });
  } catch (error) {
    if (error instanceof RunNotStarted) return notStarted(error.message);
    throw error;
  }
  const info = (doc as { info?: { version?: unknown } }).info;
  const header = {
    base: args.base,
    contractFile: args.contract,
    contractVersion: String(info?.version ?? 'unknown'),
    configFile: args.config,
  };
  return {
    exitCode: result.exitCode,
    report: args.json ? jsonReport(header, result) : formatReport(header, result),
    error: '',
    result,
  };
}
