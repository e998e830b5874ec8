/** Injected faults: the next N calls to a path answer with a status, a delay or a malformed body. */
import type { DatabaseSync } from 'node:sqlite';
import { statement } from '../core/db.ts';

export interface Fault {
  path: string;
  count: number;
  status?: number;
  delayMs?: number;
  malformed?: boolean;
}

interface FaultRow {
  id: number;
  path: string;
  remaining: number;
  status: number | null;
  delay_ms: number | null;
  malformed: number;
}

export const normaliseFaultPath = (path: string) =>
  path.trim().replace(/^\/+/, '').split('?')[0] ?? '';

export function addFault(db: DatabaseSync, fault: Fault): void {
  db.prepare(
    'INSERT INTO faults (path, remaining, status, delay_ms, malformed) VALUES (?, ?, ?, ?, ?)',
  ).run(
    normaliseFaultPath(fault.path),
    fault.count,
    fault.status ?? null,
    fault.delayMs ?? null,
    fault.malformed ? 1 : 0,
  );
}

/** Takes one use of the oldest fault matching any of `paths` (already normalised). */
export function takeFault(
  db: DatabaseSync,
  paths: string[],
): Omit<Fault, 'count' | 'path'> | undefined {
  const marks = paths.map(() => '?').join(', ');
  const row = statement(
    db,
    `SELECT * FROM faults WHERE remaining > 0 AND path IN (${marks}) ORDER BY id LIMIT 1`,
  ).get(...paths) as FaultRow | undefined;
  if (!row) return undefined;
  if (row.remaining <= 1) db.prepare('DELETE FROM faults WHERE id = ?').run(row.id);
  else db.prepare('UPDATE faults SET remaining = remaining - 1 WHERE id = ?').run(row.id);
  return {
    ...(row.status ? { status: row.status } : {}),
    ...(row.delay_ms ? { delayMs: row.delay_ms } : {}),
    malformed: row.malformed === 1,
  };
}
