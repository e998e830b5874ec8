/**
 * What every API function resolves with. Business codes (2003, 1004, 56D005, 60119 ...) and HTTP
 * failures both become `ok: false` with a string `code`; machines branch on it, screens never do.
 * machines/outcome.ts declares the same shape (machines may not import src/).
 */
export type ApiOutcome<T> =
  | { ok: true; result: T; message?: string }
  | { ok: false; code: string; message: string; result?: unknown; httpStatus?: number };
