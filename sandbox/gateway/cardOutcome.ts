/**
 * The card gateway stand-ins' own decision (docs/sandbox.md, "Card outcomes: only the gateway's
 * own decision settles"). Only the gateway page's buttons and the Paystack inline stand-in call
 * this; the pg-callback URL never does, so no query parameter moves money.
 */
import type { DatabaseSync } from 'node:sqlite';
import { railOf } from '../core/paymentMode.ts';
import { payloadOf, settle } from '../core/settle.ts';
import { findTxn, updateTxn, type TxnRow } from '../store/transactions.ts';

export const DECLINED_REASON = 'Card declined by the issuer';
export const CANCELLED_REASON = 'Cancelled by the customer';

/** What the card holder can do at a gateway: the same words the callback carries as status. */
export const CARD_DECISIONS = ['success', 'declined', 'cancelled'] as const;
export type CardDecision = (typeof CARD_DECISIONS)[number];

export const isCardDecision = (value: unknown): value is CardDecision =>
  CARD_DECISIONS.includes(value as CardDecision);

/** Which stand-in decides: the redirect page takes any card payment, Paystack only its own. */
export type Decider = 'page' | 'paystack';

export type DecisionAnswer =
  { ok: true; row: TxnRow } | { ok: false; http: 404 | 409; message: string };

/** A card payment by its initiation (what the process call names cannot turn a wallet into one). */
export function isCardPayment(row: TxnRow): boolean {
  const p = payloadOf(row);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return railOf(text(p.paymentMode), text(p.paymentGateway)) === 'card';
}

/** A paystack-type gateway, as the portal's card machine tells the inline one from redirects. */
const isPaystack = (row: TxnRow) => /paystack/i.test(String(payloadOf(row).paymentGateway ?? ''));

/** Processed as a card payment (sent to the gateway) and not decided yet. */
const isPending = (row: TxnRow) => row.status === 'IN_PROCESS' && row.processed_mode !== null;

/**
 * Records and applies the card holder's decision for one pending card transaction, once: Approve
 * settles (712000005 still fails), Decline fails with the issuer's reason, Cancel cancels. The
 * gateway's reference (PnrID) is stored as the transaction's refTransactionId.
 */
export function decideCard(
  db: DatabaseSync,
  tid: string,
  decider: Decider,
  decision: CardDecision,
): DecisionAnswer {
  const row = findTxn(db, tid);
  if (!row) return { ok: false, http: 404, message: 'Transaction not found' };
  if (!isCardPayment(row) || (decider === 'paystack' && !isPaystack(row)))
    return {
      ok: false,
      http: 409,
      message: decider === 'paystack' ? 'Not a Paystack card payment' : 'Not a card payment',
    };
  if (!isPending(row))
    return {
      ok: false,
      http: 409,
      message: `The payment is not awaiting the card (${row.status})`,
    };
  const mode = row.processed_mode ?? 'PG';
  updateTxn(db, tid, { status: row.status, pnrId: gatewayReference(tid, decider) });
  if (decision === 'success') settle(db, row, mode);
  else if (decision === 'declined')
    updateTxn(db, tid, { status: 'FAILED', statusReason: DECLINED_REASON, processedMode: mode });
  else
    updateTxn(db, tid, {
      status: 'CANCELLED',
      statusReason: CANCELLED_REASON,
      processedMode: mode,
    });
  return { ok: true, row: findTxn(db, tid) as TxnRow };
}

/** The gateway's own reference for a transaction: PNR… at the redirect page, PSK… at Paystack. */
export const gatewayReference = (tid: string, decider: Decider) =>
  `${decider === 'paystack' ? 'PSK' : 'PNR'}${tid.slice(3)}`;
