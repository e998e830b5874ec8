/**
 * FORM-14: loads the rich part of the engine (richEngine.ts) once. Kept apart from the engine so
 * the app's start (src/app/firstScreen.ts) can ask for it over a prerendered rich form without
 * pulling RJSF into its own chunk. The build's prerender awaits it too, so a rich package is drawn
 * in the HTML. A failed load (offline) can be tried again.
 */
import type * as RichEngineModule from './richEngine.ts';

export type RichEngine = typeof RichEngineModule;

let rich: RichEngine | undefined;
let loading: Promise<RichEngine> | undefined;

/** The attribute a prerendered rich form carries, so the start waits for the rich part (FIRST-2). */
export const PRERENDERED_RICH_FORM = 'data-rich-form';

/** The rich part, once loaded. */
export const loadedRichEngine = (): RichEngine | undefined => rich;

export function loadRichEngine(): Promise<RichEngine> {
  loading ??= import('./richEngine.ts').then(
    (module) => (rich = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
