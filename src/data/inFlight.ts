/**
 * Requests in flight by key: the only memory of the data layer, and the one map of requests in
 * flight of the portal (the CMS loader keeps its shared loads here too). A settled request leaves
 * the map at once, so a later ask loads again and meets the API layer's cache (src/api/cache.ts,
 * API-5), which alone decides how long an answer stays fresh. A request that every asker has left
 * leaves it too, and is cancelled: its answer reaches nobody, a later asker must not wait on it (a
 * request that hangs would otherwise hold its key for the rest of the session), and a person who
 * left the page does not keep downloading it.
 */
interface Entry {
  request: Promise<unknown>;
  askers: number;
  /** Aborts the request once the last asker leaves. */
  cancel: AbortController;
}

const inFlight = new Map<string, Entry>();

/** A share of one request: its answer, and `leave` for when this asker no longer wants it. */
export interface Share<T> {
  request: Promise<T>;
  leave: () => void;
}

/**
 * Joins the request running under `key`, or starts one with `start(signal)`. The signal aborts
 * when every asker has left (a reference count), never while one still waits: one reader leaving
 * does not cut off another. `signal` is this asker's own: its abort is this asker leaving.
 */
export function joinInFlight<T>(
  key: string,
  start: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Share<T> {
  let entry = inFlight.get(key);
  if (!entry) {
    const cancel = new AbortController();
    const request = start(cancel.signal);
    const started: Entry = { request, askers: 0, cancel };
    const settle = () => {
      if (inFlight.get(key) === started) inFlight.delete(key);
    };
    request.then(settle, settle);
    inFlight.set(key, started);
    entry = started;
  }
  const joined = entry;
  joined.askers += 1;
  let left = false;
  const leave = () => {
    if (left) return;
    left = true;
    signal?.removeEventListener('abort', leave);
    joined.askers -= 1;
    if (joined.askers === 0 && inFlight.get(key) === joined) {
      inFlight.delete(key);
      joined.cancel.abort();
    }
  };
  if (signal?.aborted) leave();
  else signal?.addEventListener('abort', leave);
  return { request: joined.request as Promise<T>, leave };
}

/**
 * Forgets the requests in flight whose key starts with `prefix`, so the next ask starts its own
 * (they run on for whoever holds them). For a fresh start within one page: each Storybook story.
 */
export function forgetInFlight(prefix: string): void {
  for (const key of [...inFlight.keys()]) if (key.startsWith(prefix)) inFlight.delete(key);
}
