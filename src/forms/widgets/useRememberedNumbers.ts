import { useSyncExternalStore } from 'react';
import {
  rememberedSnapshot,
  subscribeRemembered,
  type RememberedNumber,
} from '../../session/rememberedNumbers.ts';

const none: RememberedNumber[] = [];

/** The numbers remembered on this phone (REM-5), re-rendering on every change, in any tab. */
export function useRememberedNumbers(): RememberedNumber[] {
  // The prerendered shell has no storage: nothing is offered until the page runs.
  return useSyncExternalStore(subscribeRemembered, rememberedSnapshot, () => none);
}
