/**
 * In the model's replay every child of a machine is a scripted stand-in (a promise that waits), but
 * a screen that binds a child's dialog to `snapshot.children.<id>` needs a real child actor. This
 * hands the screen the replayed snapshot with the stand-ins it holds swapped for the real actors
 * a states file's `extra` prepared; a child the state does not run stays absent.
 */
import type { AnyMachineSnapshot } from 'xstate';

/** `snapshot` with each child that `real` names (and the state runs) replaced by the real actor. */
export function withRealChildren<S extends AnyMachineSnapshot>(
  snapshot: S,
  real: Record<string, unknown>,
): S {
  const running = Object.keys(snapshot.children).filter((id) => real[id] !== undefined);
  if (running.length === 0) return snapshot;
  const children = { ...snapshot.children };
  for (const id of running) children[id] = real[id] as (typeof children)[string];
  // A machine snapshot is a plain object whose methods (hasTag, can) read it through `this`.
  return { ...snapshot, children };
}
