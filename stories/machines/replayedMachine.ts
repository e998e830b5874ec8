/**
 * For screens that start their machine with `useMachine` themselves (the help centre, the search
 * box): '@xstate/react' is spied in .storybook/preview.tsx, and a machine-state story makes its
 * `useMachine` hand out the replayed actor for one machine id, as the screen state tests do
 * (src/testing/replayedMachine.ts). Every other machine on the screen runs for real.
 */
import { useActor, useMachine } from '@xstate/react';
import { mocked } from 'storybook/test';
import type { Actor, AnyStateMachine } from 'xstate';

/** The spied `useMachine`, for a states file's `spies` (reset when its story is left). */
export const useMachineSpy = mocked(useMachine);

/** Makes `useMachine` of the machine `id` return the replayed `actor`, as the real hook would. */
export function handOutReplayed(id: string, actor: Actor<AnyStateMachine>) {
  useMachineSpy.mockImplementation(((machine: AnyStateMachine, options?: object) => {
    if (machine.id === id) return [actor.getSnapshot(), actor.send, actor];
    // useMachine is useActor in @xstate/react; a component's machine id never changes between
    // its renders, so this branch keeps the hook order stable.
    return useActor(machine, options);
  }) as typeof useMachine);
}
