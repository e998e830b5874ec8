/** Structural twin of src/api/outcome.ts: what an I/O actor resolves with. */
export type Outcome<T> =
  | { ok: true; result: T; message?: string }
  | { ok: false; code: string; message: string; result?: unknown; httpStatus?: number };
