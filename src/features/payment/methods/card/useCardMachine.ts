/**
 * The card method's machine, running. It only wraps `useMachine`, so that the card's
 * machine-state stories (stories/machines/card.states.tsx) can spy on it (.storybook/preview.tsx)
 * and hand the screen a replayed actor instead.
 */
import { useMachine } from '@xstate/react';
import type { cardMachine } from '../../../../../machines/card.machine.ts';

/** `machine` (the screen's provided cardMachine) started, resuming `resumeTransactionId` if any. */
export function useCardMachine(machine: typeof cardMachine, resumeTransactionId?: string) {
  return useMachine(machine, {
    input: resumeTransactionId ? { resumeTransactionId } : {},
  });
}
