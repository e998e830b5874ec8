/**
 * A play function's failed query (findByRole that never finds) ends Storybook's render in the
 * same 'finished' phase as a pass, and its console line ('TestingLibraryElementError: Unable to
 * find …') is one the story check allows (tests/stories/storyConsole.ts: a query tried before the
 * screen loaded logs it too). So a state whose dialog is missing would pass. `loudCheck` turns any
 * failure of a states file's check into an error of its own, whose console line no entry allows.
 */
import type { MachineStates } from './machineStory.tsx';

/** `check`, failing with a message of its own whatever went wrong inside. */
export function loudCheck(check: MachineStates['check']): MachineStates['check'] {
  return async (screen, replayed) => {
    try {
      await check(screen, replayed);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`The screen does not show what "${replayed.state}" declares: ${reason}`, {
        cause: error,
      });
    }
  };
}
