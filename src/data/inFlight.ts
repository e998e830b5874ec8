/**
 * Requests in flight by key: the only memory of the data layer. A settled request leaves the map
 * at once, so a later ask loads again and meets the API layer's cache (src/api/cache.ts), which
 * alone decides how long an answer stays fresh.
 */
const inFlight = new Map<string, Promise<unknown>>();

/** `start()` for `key`, or the request already running under that key. */
export function shareInFlight<T>(key: string, start: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const request = start().finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}
