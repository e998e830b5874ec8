/**
 * OFF-5: whether the browser can reach the network, as the person should be told it. The
 * browser's own word (navigator.onLine and its online/offline events) is the source; one store
 * for the whole page, read through {@link useOnlineStatus}.
 *
 * Connectivity is not a flow with steps, attempts or timers, so it is a store, not a statechart
 * (docs/decisions.md #127, "Offline: a store, a banner above every screen").
 */

/**
 * - `online`: nothing to say;
 * - `offline`: the banner says so and shows the USSD codes; forms refuse to send (OFF-6);
 * - `backOnline`: the connection returned during this visit; the notice stays until dismissed or
 *   the connection drops again (OFF-7).
 */
export type OnlineStatus = 'online' | 'offline' | 'backOnline';

type Listener = () => void;

/** The store's state and its listeners; one per page ({@link onlineState}), fresh ones in tests. */
export interface OnlineState {
  get(): OnlineStatus;
  subscribe(listener: Listener): () => void;
  /** The browser went offline. */
  offline(): void;
  /** The browser came back online. */
  online(): void;
  /** The person closed the back-online notice. */
  dismiss(): void;
}

/** A store starting from `initiallyOnline` (navigator.onLine at page start). */
export function createOnlineState(initiallyOnline: boolean): OnlineState {
  let status: OnlineStatus = initiallyOnline ? 'online' : 'offline';
  const listeners = new Set<Listener>();
  const set = (next: OnlineStatus) => {
    if (next === status) return;
    status = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    offline: () => set('offline'),
    // An `online` event while online (a browser repeating itself) is no news.
    online: () => set(status === 'offline' ? 'backOnline' : status),
    dismiss: () => set(status === 'backOnline' ? 'online' : status),
  };
}

/** Feeds `state` from the window's online/offline events; returns the unsubscribe. */
export function followBrowser(state: OnlineState, target: Window = window): () => void {
  const onOffline = () => state.offline();
  const onOnline = () => state.online();
  target.addEventListener('offline', onOffline);
  target.addEventListener('online', onOnline);
  return () => {
    target.removeEventListener('offline', onOffline);
    target.removeEventListener('online', onOnline);
  };
}

let shared: OnlineState | undefined;
let stopFollowing: (() => void) | undefined;

/** The page's store, following the browser from its first use. */
export function onlineState(): OnlineState {
  if (!shared) {
    const browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine !== false;
    shared = createOnlineState(browserOnline);
    if (typeof window !== 'undefined') stopFollowing = followBrowser(shared);
  }
  return shared;
}

/** Forgets the page's store (tests: the next {@link onlineState} reads navigator.onLine again). */
export function resetOnlineState(): void {
  stopFollowing?.();
  stopFollowing = undefined;
  shared = undefined;
}
