/**
 * The screen state tests (src/**\/*.states.test.tsx) bring a real actor to each state the model
 * reaches by replaying the model's shortest path to it; this is that replay, in one place.
 */
import type { EventObject } from 'xstate';
import { startReplay, type Replay } from './harness.ts';

/** A real actor of `spec` on a simulated clock, brought to the end of `events`. */
export async function replayTo(
  spec: Parameters<typeof startReplay>[0],
  events: readonly EventObject[],
): Promise<Replay> {
  const run = await startReplay(spec);
  for (const event of events) await run.apply(event);
  return run;
}
