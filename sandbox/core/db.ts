/**
 * The sandbox's state in SQLite through Node's built-in node:sqlite (no native addon).
 * Static catalogues (bundles, towns, shops ...) live in seed/ as code; what calls change lives here.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { seedLines } from '../seed/lines.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS lines (msisdn TEXT PRIMARY KEY, airtime REAL NOT NULL);
CREATE TABLE IF NOT EXISTS wallets (msisdn TEXT PRIMARY KEY, wrong_pins INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS config_overrides (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS otps (
  id TEXT PRIMARY KEY, kind TEXT NOT NULL, msisdn TEXT NOT NULL, wrong INTEGER NOT NULL DEFAULT 0,
  verified INTEGER NOT NULL DEFAULT 0, unique_code TEXT, access_token TEXT, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS transactions (
  id TEXT PRIMARY KEY, seq INTEGER NOT NULL, unique_code TEXT, client_txn_id TEXT, payload TEXT NOT NULL,
  status TEXT NOT NULL, status_reason TEXT, processed_mode TEXT, pnr_id TEXT,
  status_polls INTEGER NOT NULL DEFAULT 0, fetch_polls INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS faults (
  id INTEGER PRIMARY KEY AUTOINCREMENT, path TEXT NOT NULL, remaining INTEGER NOT NULL,
  status INTEGER, delay_ms INTEGER, malformed INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS leads (id TEXT PRIMARY KEY, payload TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS likes (question_id TEXT PRIMARY KEY, likes INTEGER NOT NULL, dislikes INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS form_submissions (
  id TEXT PRIMARY KEY, form_type TEXT NOT NULL, language TEXT NOT NULL, channel TEXT NOT NULL,
  form_data TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

const MUTABLE = [
  'lines',
  'wallets',
  'config_overrides',
  'otps',
  'transactions',
  'faults',
  'leads',
  'likes',
  'form_submissions',
];

/** Opens (creating folders and tables) and seeds on first start. */
export function openDb(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL;');
  db.exec(SCHEMA);
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded'").get();
  if (!seeded) resetDb(db);
  return db;
}

/** Back to the seeded data: every mutable table emptied and refilled. */
export function resetDb(db: DatabaseSync): void {
  db.exec('BEGIN');
  try {
    for (const table of MUTABLE) db.exec(`DELETE FROM ${table}`);
    const insert = db.prepare('INSERT INTO lines (msisdn, airtime) VALUES (?, ?)');
    for (const line of seedLines) insert.run(line.msisdn, line.airtime);
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded', ?)").run(
      new Date().toISOString(),
    );
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** A short random id with a prefix, e.g. `OTP-3f9a1c2b`. */
export function newId(prefix: string): string {
  return `${prefix}${crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`;
}
