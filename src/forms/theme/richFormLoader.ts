/**
 * FORM-G1: loads the rich part of the engine (richForm.ts) once. Kept apart from the engine so the
 * app's start (src/app/firstScreen.ts) can ask for it over a prerendered rich form without
 * pulling RJSF into its own chunk. The build's prerender awaits it too, so a rich package is drawn
 * in the HTML. A failed load (offline) can be tried again.
 */
import type { RichThemedForm } from './richForm.ts';

type RichForm = typeof RichThemedForm;

let rich: RichForm | undefined;
let loading: Promise<RichForm> | undefined;

/** The attribute a prerendered rich form carries, so the start waits for the rich part (FIRST-2). */
export const PRERENDERED_RICH_FORM = 'data-rich-form';

/** The rich Form, once loaded. */
export const loadedRichForm = (): RichForm | undefined => rich;

export function loadRichForm(): Promise<RichForm> {
  loading ??= import('./richForm.ts').then(
    (module) => (rich = module.RichThemedForm),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
