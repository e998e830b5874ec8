/** Airtime balances and wallet PIN counters per number. */
import type { DatabaseSync } from 'node:sqlite';
import { DEFAULT_AIRTIME } from '../seed/lines.ts';

export function airtimeBalance(db: DatabaseSync, msisdn: string): number {
  const row = db.prepare('SELECT airtime FROM lines WHERE msisdn = ?').get(msisdn) as
    { airtime: number } | undefined;
  return row ? row.airtime : DEFAULT_AIRTIME;
}

/** Debits airtime; false (and nothing changes) when the balance is too low. */
export function debitAirtime(db: DatabaseSync, msisdn: string, amount: number): boolean {
  const balance = airtimeBalance(db, msisdn);
  if (balance < amount) return false;
  db.prepare('INSERT OR REPLACE INTO lines (msisdn, airtime) VALUES (?, ?)').run(
    msisdn,
    balance - amount,
  );
  return true;
}

export function wrongPins(db: DatabaseSync, msisdn: string): number {
  const row = db.prepare('SELECT wrong_pins FROM wallets WHERE msisdn = ?').get(msisdn) as
    { wrong_pins: number } | undefined;
  return row ? row.wrong_pins : 0;
}

export function setWrongPins(db: DatabaseSync, msisdn: string, count: number): void {
  db.prepare('INSERT OR REPLACE INTO wallets (msisdn, wrong_pins) VALUES (?, ?)').run(
    msisdn,
    count,
  );
}
