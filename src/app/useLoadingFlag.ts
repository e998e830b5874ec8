import { useSyncExternalStore } from 'react';
import { contentStatusStore } from '../content/contentStatus.ts';

function isLoading(): boolean {
  return contentStatusStore.getSnapshot().inFlight > 0;
}

/** The global loading flag: true while any content request is in flight. */
export function useLoadingFlag(): boolean {
  return useSyncExternalStore(contentStatusStore.subscribe, isLoading, isLoading);
}
