/**
 * The screen state tests (*.states.test.tsx) of screens that start their machine with
 * `useMachine` hand that screen a replayed actor instead (tests/model/replayTo.ts). A test mocks
 * '@xstate/react' with `replayedMachine` for its machine's id, through a dynamic import (a
 * vi.mock factory is hoisted above the imports, so it can reach shared code no other way):
 *
 *   vi.mock('@xstate/react', async (importOriginal) =>
 *     (await import('<path>/src/testing/replayedMachine.ts')).replayedMachine('airtime', importOriginal));
 *
 * and sets `replayed.current` to `[snapshot, send]` before rendering. Every other machine runs
 * for real. Only type imports of '@xstate/react' here: a value import would load the mock itself.
 */
import type * as XstateReact from '@xstate/react';
import type { AnyStateMachine } from 'xstate';

/** What the mocked `useMachine` returns for the replayed machine: `[snapshot, send]`. */
export const replayed = { current: [] as unknown[] };

/** '@xstate/react' whose `useMachine` hands out `replayed.current` for the machine `id`. */
export async function replayedMachine(
  id: string,
  importOriginal: <T>() => Promise<T>,
): Promise<typeof XstateReact> {
  const actual = await importOriginal<typeof XstateReact>();
  return {
    ...actual,
    useMachine: ((machine: AnyStateMachine, options?: object) =>
      machine.id === id
        ? replayed.current
        : actual.useMachine(machine, options)) as typeof actual.useMachine,
  };
}
