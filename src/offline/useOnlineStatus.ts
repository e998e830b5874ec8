import { useSyncExternalStore } from 'react';
import { onlineState, type OnlineStatus } from './onlineState.ts';

/** The page's {@link OnlineStatus}; the component re-renders when it changes (OFF-5). */
export function useOnlineStatus(): OnlineStatus {
  const state = onlineState();
  return useSyncExternalStore(state.subscribe, state.get, () => 'online');
}
