/**
 * The sandbox's clock. OTP codes and tokens expire and sends are counted over a window, so a test
 * must move time without waiting: `createSandbox({ now })` hands its clock to the database it
 * opens, and the stores read it from there (every store already takes the database).
 */
import type { DatabaseSync } from 'node:sqlite';

/** Milliseconds since the epoch, as Date.now. */
export type Clock = () => number;

const clocks = new WeakMap<DatabaseSync, Clock>();

export function setClock(db: DatabaseSync, now: Clock): void {
  clocks.set(db, now);
}

/** The time for this database's sandbox: its injected clock, else the real one. */
export function nowOf(db: DatabaseSync): number {
  return (clocks.get(db) ?? Date.now)();
}
