/**
 * One OTP, one payment (issue 30 item 6): a verified payment OTP's token pays the payment it was
 * first used for, and no other. The spec's flows that use one OTP for more than one call are all
 * the SAME payment, so they go through:
 * - airtime (WAL-15): verify, check the balance with the uniqueCode (not a payment), initiate,
 *   process;
 * - the PIN step (mobile money, SmartCash): initiate, then process with the PIN, on one token;
 * - a retry of the same payment: SmartCash re-initiates after a wrong PIN (56D005, WAL-10), and
 *   a payment that FAILED or was refused (insufficient airtime, wrong PIN) is initiated again.
 * Once one of the token's transactions is processed and has not FAILED, the token is spent: any
 * further transaction needs a new OTP. A transaction bound to one OTP session (store/otpPayments)
 * is never processed with another's token.
 * Wraps the auth/initiate and auth/process routes: refusals come before anything is stored or
 * debited; the 401 and payer checks of the wrapped route (core/auth.ts, core/payer.ts) come first.
 */
import { authorise, isReply } from './auth.ts';
import { tokenNotFor, TOKEN_OTHER_SESSION } from './payer.ts';
import { httpFail, type Reply } from './reply.ts';
import { text, type ApiRequest, type ApiRoute, type SandboxContext } from './route.ts';
import { payloadOf } from './settle.ts';
import { samePayment } from './samePayment.ts';
import { bindToOtp, otpOf, transactionsOf } from '../store/otpPayments.ts';
import type { OtpRow } from '../store/otps.ts';
import { findExisting, findTxn, type TxnRow } from '../store/transactions.ts';

export const TOKEN_OTHER_PAYMENT =
  'The OTP token was verified for another payment: request a new OTP for this one';
export const TOKEN_SPENT = 'The OTP token has already paid: request a new OTP for a new payment';

/** Processed and not failed: paid, or being paid. */
const paid = (row: TxnRow) => row.processed_mode !== null && row.status !== 'FAILED';

/**
 * A 403 unless the session may authorise `payload` as the transaction `transactionId` (undefined:
 * a new one): every transaction it authorised is that payment, and none other of them was paid.
 */
function spendRefusal(
  ctx: SandboxContext,
  session: OtpRow,
  payload: Record<string, unknown>,
  transactionId: string | undefined,
): Reply | undefined {
  for (const row of transactionsOf(ctx.db, session.id)) {
    if (row.id === transactionId) continue;
    if (!samePayment(row, payload)) return httpFail(403, TOKEN_OTHER_PAYMENT);
    if (paid(row)) return httpFail(403, TOKEN_SPENT);
  }
  return undefined;
}

/** The session of a call whose token and payer check pass, else undefined (the route refuses). */
function passing(req: ApiRequest, ctx: SandboxContext, payload: Record<string, unknown>) {
  const session = authorise(req, ctx.db);
  if (isReply(session) || tokenNotFor(session, payload)) return undefined;
  return session;
}

/** auth/initiate: a new transaction, or the replay of one, only for the token's one payment. */
export function spendsOnInitiate(route: ApiRoute): ApiRoute {
  return {
    endpoint: route.endpoint,
    async handle(req, ctx) {
      const session = passing(req, ctx, req.data);
      if (!session) return route.handle(req, ctx);
      const txnId = text(req.data.txnId);
      const replay = findExisting(ctx.db, txnId, txnId ? '' : text(req.data.uniqueCode));
      const refused = spendRefusal(ctx, session, req.data, replay?.id);
      if (refused) return refused;
      const reply = await route.handle(req, ctx);
      const id = transactionIdOf(reply);
      if (id) bindToOtp(ctx.db, session.id, id);
      return reply;
    },
  };
}

/** auth/process: only a transaction of the token's own session and its one payment. */
export function spendsOnProcess(route: ApiRoute): ApiRoute {
  return {
    endpoint: route.endpoint,
    handle(req, ctx) {
      const row = findTxn(ctx.db, text(req.data.transactionId));
      const session = row && passing(req, ctx, payloadOf(row));
      if (!row || !session) return route.handle(req, ctx);
      const boundTo = otpOf(ctx.db, row.id);
      if (boundTo && boundTo !== session.id) return httpFail(403, TOKEN_OTHER_SESSION);
      const refused = spendRefusal(ctx, session, payloadOf(row), row.id);
      if (refused) return refused;
      bindToOtp(ctx.db, session.id, row.id);
      return route.handle(req, ctx);
    },
  };
}

function transactionIdOf(reply: Reply): string | undefined {
  const body = reply.body as { statusCode?: unknown; result?: { transactionId?: unknown } };
  const id =
    reply.status === 200 && body.statusCode === 200 ? body.result?.transactionId : undefined;
  return typeof id === 'string' ? id : undefined;
}
