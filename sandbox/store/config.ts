/** Portal config with the overrides set through PATCH /__sandbox/config. */
import type { DatabaseSync } from 'node:sqlite';
import type { PortalConfig } from '../../src/api/wire.ts';
import { statement } from '../core/db.ts';
import { seedConfig } from '../seed/config.ts';

export function readConfig(db: DatabaseSync): PortalConfig & Record<string, unknown> {
  const rows = statement(db, 'SELECT key, value FROM config_overrides').all() as {
    key: string;
    value: string;
  }[];
  const overrides = Object.fromEntries(
    rows.map((row) => [row.key, JSON.parse(row.value) as unknown]),
  );
  return { ...seedConfig, ...overrides };
}

/** Stores a patch already checked by control/validate.ts. */
export function overrideConfig(db: DatabaseSync, patch: Partial<PortalConfig>): void {
  const upsert = db.prepare('INSERT OR REPLACE INTO config_overrides (key, value) VALUES (?, ?)');
  for (const [key, value] of Object.entries(patch)) upsert.run(key, JSON.stringify(value));
}
