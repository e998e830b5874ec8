/**
 * Requests in flight by key: the only memory of the data layer. A settled request leaves the map
 * at once, so a later ask loads again and meets the API layer's cache (src/api/cache.ts), which
 * alone decides how long an answer stays fresh. A request that every asker has left leaves it
 * too: its answer reaches nobody, and a later asker must not wait on it (a request that hangs
 * would otherwise hold its key for the rest of the session).
 */
interface Entry {
  request: Promise<unknown>;
  askers: number;
}

const inFlight = new Map<string, Entry>();

/** A share of one request: its answer, and `leave` for when this asker no longer wants it. */
export interface Share<T> {
  request: Promise<T>;
  leave: () => void;
}

/** Joins the request running under `key`, or starts one with `start()`. */
export function joinInFlight<T>(key: string, start: () => Promise<T>): Share<T> {
  let entry = inFlight.get(key);
  if (!entry) {
    const request = start();
    const started: Entry = { request, askers: 0 };
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
  return {
    request: joined.request as Promise<T>,
    leave: () => {
      if (left) return;
      left = true;
      joined.askers -= 1;
      if (joined.askers === 0 && inFlight.get(key) === joined) inFlight.delete(key);
    },
  };
}
