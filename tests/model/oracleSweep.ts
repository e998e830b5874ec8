/**
 * The fast oracle check of one machine (machines/<machine>.oracle.test.ts): the shortest path to
 * every state (told apart by `keyOf`), then from there each event a person can send, each answer
 * of each pending actor, and a few seconds of time, checked against the oracle at every step.
 * Only one path per state, so it runs in well under a second and the mutation run (which leaves
 * the full replays of tests/model out) still checks the tags a screen reads.
 */
import type { EventObject } from 'xstate';
import {
  declaredTags,
  differences,
  leafStates,
  shortestPathsByState,
  startReplay,
  type ClockStep,
  type ModelSpec,
} from './harness.ts';

type Spec = ModelSpec & { oracle: NonNullable<ModelSpec['oracle']> };

/** Replays `path` from a fresh actor, checking the oracle after each step; returns mismatches. */
async function replayChecked(
  spec: Spec & { input: unknown },
  path: EventObject[],
  seconds: number,
): Promise<string[]> {
  const tags = declaredTags(spec.machine);
  const run = await startReplay(spec);
  let truth: unknown = spec.oracle.start(spec.input);
  const found: string[] = [];
  const check = (at: string) => {
    const diff = differences(run.actor.getSnapshot() as never, spec.oracle.expect(truth), tags);
    if (diff.length > 0) found.push(`${spec.name} after ${at}: ${diff.join('; ')}`);
  };
  check('start');
  const done: string[] = [];
  for (const event of path) {
    await run.apply(event);
    truth = spec.oracle.step(truth, run.oracleEvent(event));
    done.push(event.type);
    check(done.join(' → '));
  }
  for (let s = 1; s <= seconds; s++) {
    run.elapse(1_000);
    truth = spec.oracle.step(truth, { type: 'clock', ms: 1_000 } as ClockStep);
    check(`${done.join(' → ')} → +${s} s`);
  }
  run.actor.stop();
  return found;
}

/** Every event a state can meet next: the spec's events and each outcome of each pending actor. */
async function nextEvents(spec: Spec & { input: unknown }, path: EventObject[]) {
  const run = await startReplay(spec);
  for (const event of path) await run.apply(event);
  const snapshot = run.actor.getSnapshot() as { status: string; children: Record<string, unknown> };
  const children = snapshot.status === 'active' ? Object.keys(snapshot.children) : [];
  run.actor.stop();
  if (snapshot.status !== 'active') return [];
  const answers = children.flatMap((id) =>
    (spec.outcomes[id] ?? []).map((outcome) =>
      'output' in outcome
        ? ({ type: `xstate.done.actor.${id}`, output: outcome.output } as EventObject)
        : ({ type: `xstate.error.actor.${id}`, error: outcome.error } as EventObject),
    ),
  );
  return [...spec.events, ...answers];
}

/** All mismatches of the sweep, and how many states it reached (per input). */
export async function sweepOracle(
  spec: Spec,
  keyOf?: Parameters<typeof shortestPathsByState>[1],
): Promise<{ mismatches: string[]; states: string[] }> {
  const mismatches: string[] = [];
  const states = new Set<string>();
  const seconds = spec.probeSeconds ?? 0;
  for (const input of spec.inputs ?? [spec.input]) {
    const one = { ...spec, input };
    for (const { state, events } of shortestPathsByState(one, keyOf ?? leafStates)) {
      states.add(state);
      mismatches.push(...(await replayChecked(one, events, seconds)));
      for (const next of await nextEvents(one, events))
        mismatches.push(...(await replayChecked(one, [...events, next], seconds)));
    }
  }
  return { mismatches, states: [...states].sort() };
}
