/**
 * The one hook for server state (docs/architecture.md, "Server state"). A screen names what it
 * wants with a key and a loader; the hook shares requests in flight, renders a warm cache on the
 * first render, drops late answers for an older key and never asks again on its own. A request
 * every asker has left (unmounted, or moved on to another key) is cancelled: the loader's signal
 * aborts, which it passes to src/api and so to ky. Caching is the API layer's (src/api/cache.ts,
 * `cacheMs` per call, API-5); retries too (GETs only, never POSTs, API-9).
 */
import { useEffect, useRef, useState } from 'react';
import { useLatest } from '../ui/useLatest.ts';
import { joinInFlight } from './inFlight.ts';

/** What a load settles with: the caller's own ready and error shapes, discriminated by status. */
export type Settled = { status: 'ready' } | { status: 'error' };

/** Nothing asked yet (disabled), asking, or the settled answer. */
export type ServerState<S extends Settled> = { status: 'idle' } | { status: 'loading' } | S;

/** Options of {@link useServerState}. */
export interface ServerStateOptions<S extends Settled> {
  /** false: ask nothing and stay idle (no line yet, a page that needs no such data). Default true. */
  enabled?: boolean;
  /** A synchronous cache read (peekConfig, the CMS cache): a hit is the first render's state. */
  peek?: () => S | undefined;
  /**
   * While a new key loads, keep showing the last answer when it was asked under this same value
   * (a refetch of the same list keeps the list; a new language waits for its own).
   */
  keepWithin?: string;
  /** Called once per answer this component receives (a toast); a new function does not refetch. */
  onSettled?: (settled: S) => void;
}

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;

interface Held<S> {
  key: string;
  keepWithin: string | undefined;
  value: S | typeof LOADING | typeof IDLE;
}

/**
 * Loads `load(signal)` for `key` and re-renders with its answer. The key must name everything the
 * load depends on: a new key loads again (an answer for an older key is dropped), the same key
 * never does, whatever re-renders or new `load`/`onSettled` functions come. Components asking the
 * same key at once share one request; `signal` aborts once the last of them has left, and what
 * the load then settles with (an 'aborted' failure) reaches nobody: no state, no onSettled.
 */
export function useServerState<S extends Settled>(
  key: string,
  load: (signal: AbortSignal) => Promise<S>,
  options: ServerStateOptions<S> = {},
): ServerState<S> {
  const { enabled = true, peek, keepWithin, onSettled } = options;
  // Declared before the loading effect, so a load always uses this render's functions.
  const latest = useLatest({ load, onSettled });

  const [held, setHeld] = useState<Held<S>>(() => ({
    key,
    keepWithin,
    value: enabled ? (peek?.() ?? LOADING) : IDLE,
  }));
  // The key the first render already found in the cache: loading it again would answer the same
  // cached value and only cost a second render of the screen (speed issue, item 7).
  const warmAtMount = useRef(held.value.status === 'ready' ? key : undefined);

  useEffect(() => {
    if (!enabled) return;
    if (warmAtMount.current === key) {
      warmAtMount.current = undefined;
      return;
    }
    warmAtMount.current = undefined;
    let live = true;
    const share = joinInFlight(key, (signal) => latest.current.load(signal));
    void share.request.then((settled) => {
      // Unmounted or moved on to another key: this answer is stale, nobody may see it.
      if (!live) return;
      setHeld({ key, keepWithin, value: settled });
      latest.current.onSettled?.(settled);
    });
    return () => {
      live = false;
      // The last asker to leave cancels the request (inFlight.ts counts them).
      share.leave();
    };
    // `latest` is one ref for the hook's life (useLatest), listed only to satisfy the lint rule.
  }, [key, enabled, keepWithin, latest]);

  if (!enabled) return IDLE;
  // Idle is only what a disabled first render held: once enabled, the load is on its way.
  if (held.value.status === 'idle') return LOADING;
  if (held.key === key) return held.value;
  if (keepWithin !== undefined && held.keepWithin === keepWithin) return held.value;
  return LOADING;
}
