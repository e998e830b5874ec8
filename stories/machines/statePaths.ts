/**
 * The way to each leaf state of a machine, from its model (tests/model/<machine>.spec.ts): the
 * shortest path the model's traversal found to a state where that leaf is active, under whichever
 * of the spec's inputs reaches it soonest. The generated stories replay it on a real actor; the
 * unit test checks that every leaf is reached or listed as unreachable with its reason.
 */
import type { EventObject } from 'xstate';
import { shortestPathsByState, type ModelSpec } from '../../tests/model/harness.ts';

/** The model's way to one state: under which input, by which events, to which active leaves. */
export interface StatePath {
  input: unknown;
  events: EventObject[];
  /** The active leaves of the state reached ('active.entry.editing + active.resend.available'). */
  state: string;
}

const traversed = new WeakMap<ModelSpec, StatePath[]>();

/** Every state the spec's traversal reaches (each input in turn), with its shortest path. */
export function modelPaths(spec: ModelSpec): StatePath[] {
  const known = traversed.get(spec);
  if (known) return known;
  const paths = (spec.inputs ?? [spec.input]).flatMap((input) =>
    shortestPathsByState({ ...spec, input }).map(({ state, events }) => ({
      input,
      events,
      state,
    })),
  );
  traversed.set(spec, paths);
  return paths;
}

/** The shortest of the model's paths to a state where the leaf `path` is active (none: unreached). */
export function pathToLeaf(spec: ModelSpec, path: string): StatePath | undefined {
  let best: StatePath | undefined;
  for (const candidate of modelPaths(spec))
    if (candidate.state.split(' + ').includes(path))
      if (!best || candidate.events.length < best.events.length) best = candidate;
  return best;
}
