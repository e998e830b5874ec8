/**
 * The content loader's request counter and last error (UI-7: the loader hides at zero;
 * a failed content fetch hides the loader and stores the error). A store shaped for React's
 * useSyncExternalStore: `subscribe` + `getSnapshot` with a stable snapshot between changes.
 */

/** Why a CMS package could not be used. */
export interface CmsError {
  /** Package name, e.g. 'website-headers-config'. */
  name: string;
  language: string;
  /** 'network' | 'timeout' | 'malformed' | HTTP/business code | 'malformed-package' | 'invalid-package'. */
  code: string;
  message: string;
}

/** Snapshot of the content status. */
export interface ContentStatus {
  inFlight: number;
  lastError: CmsError | null;
}

let state: ContentStatus = { inFlight: 0, lastError: null };
const listeners = new Set<() => void>();

function update(next: ContentStatus): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Store for useSyncExternalStore: the overlay shows while `inFlight > 0`. */
export const contentStatusStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot(): ContentStatus {
    return state;
  },
};

/** Number of content requests now in flight. */
export function inFlight(): number {
  return state.inFlight;
}

/** The error of the last failed content fetch, if any. */
export function lastContentError(): CmsError | null {
  return state.lastError;
}

/** Marks one request as started (the overlay shows). */
export function requestStarted(): void {
  update({ ...state, inFlight: state.inFlight + 1 });
}

/** Marks one request as done; a failure stores its error. Never goes below zero. */
export function requestFinished(error?: CmsError): void {
  update({ inFlight: Math.max(0, state.inFlight - 1), lastError: error ?? state.lastError });
}

/** Forgets the last error (after it was shown) . */
export function clearContentError(): void {
  if (state.lastError) update({ ...state, lastError: null });
}

/** Back to zero and no error (tests). */
export function resetContentStatus(): void {
  update({ inFlight: 0, lastError: null });
}
