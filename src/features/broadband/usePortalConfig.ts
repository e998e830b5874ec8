import { useEffect, useState } from 'react';
import { getConfig, peekConfig } from '../../api/portal.api.ts';
import type { PortalConfig } from '../../api/wire.ts';

/** The portal config: loading, ready, or failed with the server text. */
export type PortalConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: PortalConfig }
  | { status: 'error'; message: string };

/** Loads resource/v1/config once per mount (the API layer caches it for 10 s). */
export function usePortalConfig(): PortalConfigState {
  // What the first-screen warm-up already fetched shows on the first render (no second render).
  const [state, setState] = useState<PortalConfigState>(() => {
    const cached = peekConfig();
    return cached?.ok ? { status: 'ready', config: cached.result } : { status: 'loading' };
  });
  useEffect(() => {
    let live = true;
    void getConfig().then((outcome) => {
      if (live)
        setState(
          outcome.ok
            ? { status: 'ready', config: outcome.result }
            : { status: 'error', message: outcome.message },
        );
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
