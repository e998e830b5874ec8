import { useEffect, useState } from 'react';
import { ThemedForm } from './theme.ts';
import { loadedRichForm, loadRichForm } from './richFormLoader.ts';

type EngineForm = typeof ThemedForm;

/**
 * The themed Form a package needs: the first-load one for a flat form; for a rich one, the rich
 * Form once loaded (`undefined` while it loads, `'failed'` when it could not be loaded).
 */
export function useEngineForm(needsRich: boolean): EngineForm | undefined | 'failed' {
  const [state, setState] = useState<{ form?: EngineForm; failed?: boolean }>({});
  useEffect(() => {
    if (!needsRich || loadedRichForm()) return;
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
  return loadedRichForm() ?? (state.failed ? 'failed' : state.form);
}
