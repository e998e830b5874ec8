/**
 * `npm run contract:check -- --base <url> [--config <file>] [--contract <file>] [--only <id>]
 * [--slow] [--json]`: replays the contract document's scenarios against a deployment and prints
 * a report per call and rule (CONTRACT-4; docs/contract.md). Exit code 0 all passed, 1 a
 * check failed, 2 the run could not start.
 */
import { parseArgs, USAGE } from '../contract/check/args.ts';
import { contractCheck } from '../contract/check/main.ts';

const parsed = parseArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`contract:check: ${parsed.problem}\n\n${USAGE}`);
  process.exit(2);
}
try {
  const outcome = await contractCheck(parsed.args);
  if (outcome.report) process.stdout.write(`${outcome.report}\n`);
  if (outcome.error) console.error(`contract:check: ${outcome.error}`);
  process.exitCode = outcome.exitCode;
} catch (error) {
  // A fault of the runner itself: one line, not a stack, and never a pass.
  console.error(`contract:check: the run stopped: ${(error as Error).message}`);
  process.exitCode = 2;
}
