import { useSyncExternalStore } from 'react';
import { dataSaverActive, subscribeDataSaver } from './dataSaver.ts';

/**
 * Whether data-saver mode is on, re-rendering when it changes (SAVE-1 to SAVE-4). The prerender
 * has no connection: it draws the normal mode, which the browser's first render replaces.
 */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribeDataSaver, dataSaverActive, () => false);
}
