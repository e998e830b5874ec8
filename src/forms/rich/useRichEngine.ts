import { useEffect, useState } from 'react';
import { loadedRichEngine, loadRichEngine, type RichEngine } from './richEngineLoader.ts';

/**
 * The rich part of the engine when a package needs it: `undefined` for a flat form and while it
 * loads, `'failed'` when it could not be loaded (offline: the form says it could not be loaded).
 */
export function useRichEngine(needed: boolean): RichEngine | undefined | 'failed' {
  const [state, setState] = useState<{ engine?: RichEngine; failed?: boolean }>({});
  useEffect(() => {
    if (!needed || loadedRichEngine()) return;
    let live = true;
    loadRichEngine().then(
      (engine) => live && setState({ engine }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [needed]);
  if (!needed) return undefined;
  return loadedRichEngine() ?? (state.failed ? 'failed' : state.engine);
}
