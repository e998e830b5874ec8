/**
 * Undo and redo over the drafts of both languages. Every change is one step, except typing: the
 * keys typed into one box in a row (the same `mergeKey`) make one step, as in a word processor.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** What made the present step, so the next key in the same box joins it. */
  mergeKey?: string;
}

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

export function record<T>(history: History<T>, next: T, mergeKey?: string): History<T> {
  if (Object.is(next, history.present)) return history;
  const merge = mergeKey !== undefined && mergeKey === history.mergeKey;
  return {
    past: merge ? history.past : [...history.past, history.present],
    present: next,
    future: [],
    ...(mergeKey === undefined ? {} : { mergeKey }),
  };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past[history.past.length - 1];
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous as T,
    future: [history.present, ...history.future],
  };
}

export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  const [next, ...future] = history.future;
  return { past: [...history.past, history.present], present: next as T, future };
}
