/**
 * The fast form of a model test, for the machines' *.oracle.test.ts files (the mutation run skips
 * tests/model): only the shortest path to every state is replayed, with the oracle checked after
 * each step and then for `probeSeconds` of time, so a wrong tag, context value or timer fails here
 * in well under a second.
 */
import type { EventObject } from 'xstate';
import {
  declaredTags,
  differences,
  shortestPathsByState,
  startReplay,
  type ClockStep,
  type ModelSpec,
} from './harness.ts';

/** The oracle mismatches on the shortest path to every state, for every input of the spec. */
export async function oracleMismatchesOnShortestPaths(spec: ModelSpec): Promise<string[]> {
  const oracle = spec.oracle;
  if (!oracle) throw new Error(`${spec.name}: no oracle`);
  const tags = declaredTags(spec.machine);
  const found: string[] = [];
  for (const input of spec.inputs ?? [spec.input]) {
    const one = { ...spec, input };
    for (const { state, events } of shortestPathsByState(one)) {
      const run = await startReplay(one);
      let truth = oracle.start(input);
      const check = (where: string) => {
        const diff = differences(run.actor.getSnapshot() as never, oracle.expect(truth), tags);
        if (diff.length > 0)
          found.push(`${JSON.stringify(input)} ${state} ${where}: ${diff.join('; ')}`);
      };
      check('at start');
      for (const event of events as EventObject[]) {
        await run.apply(event);
        truth = oracle.step(truth, run.oracleEvent(event));
        check(`after ${event.type}`);
      }
      for (let second = 1; second <= (spec.probeSeconds ?? 0); second++) {
        if (run.actor.getSnapshot().status === 'done') break;
        run.elapse(1_000);
        truth = oracle.step(truth, { type: 'clock', ms: 1_000 } as ClockStep);
        check(`+${second} s`);
      }
      run.actor.stop();
    }
  }
  return found;
}
