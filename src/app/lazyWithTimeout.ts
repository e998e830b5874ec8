/** ERR-2: a route chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** The error a failed or timed-out chunk load becomes; RouteError shows 'Loading chunk failed'. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  readonly reason: unknown;
  constructor(reason: unknown) {
    super('Loading chunk failed');
    this.reason = reason;
  }
}

/** True when `error` is a chunk load failure (ours, or the browser's own wording). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : '';
  return /Loading chunk|dynamically imported module|Importing a module script failed/i.test(
    message,
  );
}

/**
 * Wraps a dynamic import so it fails with a ChunkLoadError after `timeoutMs` or when the import
 * itself fails (a stale deployment, a dropped connection). Returns a function, ready for a
 * route's `lazy`.
 */
export function lazyWithTimeout<T>(
  importer: () => Promise<T>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkLoadError(new Error(`timeout after ${timeoutMs} ms`))),
        timeoutMs,
      );
      importer().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError(error));
        },
      );
    });
}
