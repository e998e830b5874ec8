/**
 * The sandbox's state in SQLite through Node's built-in node:sqlite (no native addon).
 * Static catalogues (bundles, towns, shops ...) live in seed/ as code; what calls change lives here.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { seedLines } from '../seed/lines.ts';

const SCHEMA = `
-- Balances are whole shillings; STRICT makes SQLite refuse a fraction instead of storing it.
CREATE TABLE IF NOT EXISTS lines (msisdn TEXT PRIMARY KEY, airtime INTEGER NOT NULL) STRICT;
CREATE TABLE IF NOT EXISTS wallets (msisdn TEXT PRIMARY KEY, wrong_pins INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS config_overrides (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS otps (
  id TEXT PRIMARY KEY, kind TEXT NOT NULL, msisdn TEXT NOT NULL, wrong INTEGER NOT NULL DEFAULT 0,
  verified INTEGER NOT NULL DEFAULT 0, unique_code TEXT, access_token TEXT, created_at TEXT NOT NULL,
  sent_at INTEGER NOT NULL DEFAULT 0, verified_at INTEGER);
-- Per recipient over all its OTP sessions (store/otpNumbers.ts): sends and wrong codes with their
-- time, for the send limit and the lockout; and the lock itself.
CREATE TABLE IF NOT EXISTS otp_events (recipient TEXT NOT NULL, kind TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS otp_events_recipient ON otp_events (recipient, kind, at);
CREATE TABLE IF NOT EXISTS otp_locks (recipient TEXT PRIMARY KEY, until INTEGER NOT NULL);
-- Which verified OTP session authorised which transaction (store/otpPayments.ts): a token pays
-- the one payment it was verified for (core/tokenSpend.ts).
CREATE TABLE IF NOT EXISTS otp_payments (transaction_id TEXT PRIMARY KEY, otp_id TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS otp_payments_otp ON otp_payments (otp_id);
CREATE TABLE IF NOT EXISTS transactions (
  id TEXT PRIMARY KEY, seq INTEGER NOT NULL, unique_code TEXT, client_txn_id TEXT, payload TEXT NOT NULL,
  status TEXT NOT NULL, status_reason TEXT, processed_mode TEXT, pnr_id TEXT,
  status_polls INTEGER NOT NULL DEFAULT 0, fetch_polls INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
CREATE UNIQUE INDEX IF NOT EXISTS transactions_seq ON transactions (seq);
CREATE INDEX IF NOT EXISTS transactions_client_txn_id ON transactions (client_txn_id);
CREATE INDEX IF NOT EXISTS transactions_unique_code ON transactions (unique_code);
CREATE TABLE IF NOT EXISTS faults (
  id INTEGER PRIMARY KEY AUTOINCREMENT, path TEXT NOT NULL, remaining INTEGER NOT NULL,
  status INTEGER, delay_ms INTEGER, malformed INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS leads (id TEXT PRIMARY KEY, payload TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS likes (question_id TEXT PRIMARY KEY, likes INTEGER NOT NULL, dislikes INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS form_submissions (
  id TEXT PRIMARY KEY, form_type TEXT NOT NULL, language TEXT NOT NULL, channel TEXT NOT NULL,
  form_data TEXT NOT NULL, created_at TEXT NOT NULL);
-- Packages published through the content service (store/cmsPackages.ts); the newest is live.
CREATE TABLE IF NOT EXISTS cms_versions (
  lang TEXT NOT NULL, name TEXT NOT NULL, version INTEGER NOT NULL, body TEXT NOT NULL,
  created_at TEXT NOT NULL, restored_from INTEGER, PRIMARY KEY (lang, name, version)) STRICT;
-- EN and SW versions published together (one request, one transaction): restored together.
CREATE TABLE IF NOT EXISTS cms_pairs (
  name TEXT NOT NULL, en_version INTEGER NOT NULL, sw_version INTEGER NOT NULL,
  PRIMARY KEY (name, en_version), UNIQUE (name, sw_version)) STRICT;
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
-- OTP codes sent per client address (core/otpSendCaps.ts): the per-client and overall caps.
CREATE TABLE IF NOT EXISTS otp_client_sends (client TEXT NOT NULL, at INTEGER NOT NULL) STRICT;
CREATE INDEX IF NOT EXISTS otp_client_sends_client ON otp_client_sends (client, at);
CREATE INDEX IF NOT EXISTS otp_client_sends_at ON otp_client_sends (at);
-- Text messages the operator sent a number's owner about its OTP (core/otpNotices.ts).
CREATE TABLE IF NOT EXISTS sms_notices (
  id INTEGER PRIMARY KEY, msisdn TEXT NOT NULL, kind TEXT NOT NULL, text TEXT NOT NULL,
  at INTEGER NOT NULL) STRICT;
-- Wrong account numbers in a row per client and lookup (core/accountAttempts.ts).
CREATE TABLE IF NOT EXISTS account_attempts (
  client TEXT NOT NULL, lookup TEXT NOT NULL, wrong INTEGER NOT NULL, locked_until INTEGER NOT NULL,
  PRIMARY KEY (client, lookup)) STRICT;
`;

const MUTABLE = [
  'lines',
  'wallets',
  'config_overrides',
  'otps',
  'otp_events',
  'otp_locks',
  'otp_payments',
  'transactions',
  'faults',
  'leads',
  'likes',
  'form_submissions',
  'cms_versions',
  'cms_pairs',
  'otp_client_sends',
  'sms_notices',
  'account_attempts',
];

/** Opens (creating folders and tables) and seeds on first start. */
export function openDb(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL;');
  // No fsync per commit (the WAL is synced at checkpoints): a killed process loses nothing and
  // nothing corrupts; only a power cut may drop the last payments. Initiation at 50 concurrent
  // went from about 500 to over 1000 req/s (bench/RESULTS.md).
  db.exec('PRAGMA synchronous = NORMAL;');
  migrateOtpTimes(db);
  db.exec(SCHEMA);
  migrateRealBalances(db);
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded'").get();
  if (!seeded) resetDb(db);
  return db;
}

/**
 * An otps table made before codes and tokens expired has no times: dropped (OTP sessions are
 * minutes long, so none is worth keeping) and made again by SCHEMA.
 */
function migrateOtpTimes(db: DatabaseSync): void {
  const table = db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'otps'")
    .get() as { sql: string } | undefined;
  if (table && !table.sql.includes('sent_at')) db.exec('DROP TABLE otps');
}

/**
 * A database made before balances were integers keeps its REAL column (CREATE TABLE IF NOT
 * EXISTS leaves it alone): rebuilt once as whole shillings, rounded.
 */
function migrateRealBalances(db: DatabaseSync): void {
  const table = db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'lines'")
    .get() as { sql: string } | undefined;
  if (!table?.sql.includes('REAL')) return;
  db.exec(`BEGIN;
    ALTER TABLE lines RENAME TO lines_real;
    CREATE TABLE lines (msisdn TEXT PRIMARY KEY, airtime INTEGER NOT NULL) STRICT;
    INSERT INTO lines (msisdn, airtime) SELECT msisdn, CAST(ROUND(airtime) AS INTEGER) FROM lines_real;
    DROP TABLE lines_real;
    COMMIT;`);
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

const statements = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

/**
 * `db.prepare(sql)`, compiled once per database: the hot paths (every request's fault check,
 * every initiation) spent more time compiling their SQL than running it.
 */
export function statement(db: DatabaseSync, sql: string): StatementSync {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let prepared = cache.get(sql);
  if (!prepared) cache.set(sql, (prepared = db.prepare(sql)));
  return prepared;
}

/** A short random id with a prefix, e.g. `OTP-3f9a1c2b`. */
export function newId(prefix: string): string {
  return `${prefix}${crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`;
}
