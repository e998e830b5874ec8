/**
 * The screen state tests (src/**\/*.states.test.tsx) list the states a model reaches, for each of
 * its inputs, and bring a real actor to each by its shortest path; these are those lists.
 */
import { expect } from 'vitest';
import { shortestPathsByState, type ModelSpec } from '../../tests/model/harness.ts';

/** Each input's states, with the input and the name of its run ('fresh', 'after a reload'). */
export function statesOfEachInput<I>(
  spec: Omit<ModelSpec, 'inputs'> & { inputs: I[] },
  keyOf: NonNullable<Parameters<typeof shortestPathsByState>[1]>,
  runOf: (input: I) => string,
) {
  return spec.inputs.flatMap((input: I) =>
    shortestPathsByState({ ...spec, input }, keyOf).map((state) => ({
      ...state,
      input,
      run: runOf(input),
    })),
  );
}

/** A state named by `keyOf` and by the error it holds ('form, error 502'). */
export const withErrorCode =
  (keyOf: (snapshot: { value: unknown; context: unknown }) => string) =>
  (snapshot: { value: unknown; context: unknown }) => {
    const { error } = snapshot.context as { error: { code: string } | null };
    return `${keyOf(snapshot)}${error ? `, error ${error.code}` : ''}`;
  };

/** The model reaches (at least) the states named, each as 'run: state' ('fresh: form'). */
export function expectReached(
  states: readonly { run: string; state: string }[],
  names: string[],
): void {
  expect(states.map(({ run, state }) => `${run}: ${state}`)).toEqual(expect.arrayContaining(names));
}
