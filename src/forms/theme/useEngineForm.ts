import { useEffect, useState } from 'react';
import { ThemedForm } from './theme.ts';

type EngineForm = typeof ThemedForm;

let rich: EngineForm | undefined;
let loading: Promise<EngineForm> | undefined;

/**
 * Loads the rich part of the engine (richForm.ts) once; the build's prerender awaits it so a
 * rich package is drawn in the HTML too. A failed load (offline) can be tried again.
 */
export function loadRichForm(): Promise<EngineForm> {
  loading ??= import('./richForm.ts').then(
    (module) => (rich = module.RichThemedForm),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The themed Form a package needs: the first-load one for a flat form; for a rich one, the rich
 * Form once loaded (`undefined` while it loads, `'failed'` when it could not be loaded).
 */
export function useEngineForm(needsRich: boolean): EngineForm | undefined | 'failed' {
  const [state, setState] = useState<{ form?: EngineForm; failed?: boolean }>({ form: rich });
  useEffect(() => {
    if (!needsRich || rich) return;
    let live = true;
    loadRichForm().then(
      (form) => live && setState({ form }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [needsRich]);
  if (!needsRich) return ThemedForm;
  if (rich) return rich;
  return state.failed ? 'failed' : state.form;
}
