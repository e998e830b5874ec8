/** The portal config (resource/v1/config?code=PORTAL) of every page that needs its bounds or switches. */
import { getConfig, peekConfig } from '../api/portal.api.ts';
import type { PortalConfig } from '../api/wire.ts';
import { settle, type ErrorState } from './settle.ts';
import { useServerState } from './useServerState.ts';

/** The portal config: loading, ready, or failed with the server text. */
export type PortalConfigState =
  { status: 'loading' } | { status: 'ready'; config: PortalConfig } | ErrorState;

const ready = (config: PortalConfig) => ({ config });
const load = async (signal: AbortSignal) => settle(await getConfig(undefined, signal), ready);
const peek = () => {
  const cached = peekConfig();
  return cached?.ok ? settle(cached, ready) : undefined;
};

/**
 * Loads the config once per mount (the API layer caches it for 10 s). What the first-screen
 * warm-up already fetched shows on the first render, with no request and no second render.
 */
export function usePortalConfig(): PortalConfigState {
  const state = useServerState('portal:config', load, { peek });
  // Always enabled, so never idle; the narrowing only tells the type so.
  return state.status === 'idle' ? { status: 'loading' } : state;
}
