/**
 * How a processed transaction ends, per ../shared/sandbox-test-data.md: 712000005 fails with
 * 'Insufficient funds in wallet'; 712000004 settles slowly (IN_PROCESS / REQUEST_REGISTERED for
 * the first 2 polls / fetches); everything else succeeds. The slow settlement delays a success
 * only: 712000004 paid from 712000005 answers FAILED at once.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { TransactionResult } from '../../src/api/wire.ts';
import { nationalNumber, NUMBERS } from './msisdn.ts';
import { allBundles } from '../seed/bundles.ts';
import { countPoll, updateTxn, type TxnRow } from '../store/transactions.ts';

export const FAILED_REASON = 'Insufficient funds in wallet';
const SLOW_POLLS = 2;

export function payloadOf(row: TxnRow): Record<string, unknown> {
  return JSON.parse(row.payload) as Record<string, unknown>;
}

function numbersOf(row: TxnRow): (string | undefined)[] {
  const p = payloadOf(row);
  return [nationalNumber(p.mobileNumber), nationalNumber(p.paymentMobile)];
}

export const isSlow = (row: TxnRow) => numbersOf(row).includes(NUMBERS.slowSettlement);
export const failsAlways = (row: TxnRow) => numbersOf(row).includes(NUMBERS.paymentsFail);

/** Records the money as moved (or failed) after a successful process step; returns the status. */
export function settle(db: DatabaseSync, row: TxnRow, processedMode: string): string {
  const status = failsAlways(row) ? 'FAILED' : 'SUCCESS';
  updateTxn(db, row.id, {
    status,
    statusReason: status === 'FAILED' ? FAILED_REASON : null,
    processedMode,
  });
  return status;
}

/** The status a poll (status) or fetch sees, counting polls of the slow number. */
export function observedStatus(db: DatabaseSync, row: TxnRow, kind: 'status' | 'fetch'): string {
  if (row.status !== 'SUCCESS' || !isSlow(row)) return row.status;
  const before = countPoll(db, row.id, kind);
  if (before >= SLOW_POLLS) return row.status;
  return kind === 'status' ? 'IN_PROCESS' : 'REQUEST_REGISTERED';
}

/** The wire shape of a transaction (the transaction result, PAY-22, PAY-24). */
export function toResult(row: TxnRow, status: string = row.status): TransactionResult {
  // The row holds what an initiation the contract accepted wrote: its values are the document's.
  type Field<K extends keyof TransactionResult> = TransactionResult[K];
  const p = payloadOf(row);
  const str = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  const bundle = allBundles.find((b) => b.productCode === p.productCode);
  const result: TransactionResult = {
    status: status as Field<'status'>,
    transactionStatus: status as Field<'transactionStatus'>,
    transactionId: row.id,
    refTransactionId: row.pnr_id ?? `REF${row.id.slice(3)}`,
    transactionType: (str(p.transactionType) ?? '') as Field<'transactionType'>,
    paymentMode: row.processed_mode ?? str(p.paymentMode),
    paymentGateway: str(p.paymentGateway),
    mobileNumber: str(p.mobileNumber),
    msisdn: str(p.mobileNumber),
    // An empty currency is the default one, as the initiation read it.
    currencyCode: (str(p.currencyCode) || 'TZS') as Field<'currencyCode'>,
    amount: Number(p.amount),
    accountId: str(p.accountId),
    invoiceNumber: str(p.invoiceNumber),
    bundleDescription: bundle?.description,
  };
  if (row.status_reason && status !== 'SUCCESS') result.statusReason = row.status_reason;
  // A lead payment (HBB_LEADS, HBB_AIRTIME) carries its lead id as accountId (decisions 27).
  const isLead = str(p.transactionType)?.startsWith('HBB_') === true;
  const leadId = str(p.leadId ?? p.refLeadId ?? (isLead ? p.accountId : undefined));
  if (leadId) result.metaInfo = { leadId };
  return result;
}
