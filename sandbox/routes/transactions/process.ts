/**
 * Process (transaction/v1/process and, with Authorization, transaction/v1/auth/process):
 * data{transactionId, isSubscriberRequest, paymentMode, proccessFlag, paymentGateway?,
 * paymentMobile?, amPin? (base64 RSA, OAEP-SHA256 or PKCS#1 v1.5), accountId?, accountType?}
 * -> result: TransactionResult (+ redirectUrl for card gateways).
 * Who pays (core/payer.ts): the initiated number, never another paymentMobile; a token must be
 * the initiated number's own OTP session; a PIN, and any airtime debit, only behind such a token.
 * The rail is the initiation's: a call naming another mode or gateway is refused.
 */
import { endpoints, type Endpoint } from '../../../src/api/endpoints.ts';
import { authorise, isReply } from '../../core/auth.ts';
import { NUMBERS } from '../../core/msisdn.ts';
import { pushToPayer } from '../../core/mpesaPush.ts';
import {
  AIRTIME_NEEDS_OTP,
  initiatedPayer,
  OTHER_MODE,
  otherPayer,
  PIN_NEEDS_OTP,
  tokenNotBound,
} from '../../core/payer.ts';
import { railOf, sameRail, type Rail } from '../../core/paymentMode.ts';
import { fail, httpFail, ok, type Reply } from '../../core/reply.ts';
import { spendsOnProcess } from '../../core/tokenSpend.ts';
import { text, type ApiRequest, type ApiRoute, type SandboxContext } from '../../core/route.ts';
import { failsAlways, isSlow, payloadOf, settle, toResult } from '../../core/settle.ts';
import { lockedReply, checkPin } from '../../core/walletPin.ts';
import { readConfig } from '../../store/config.ts';
import { debitAirtime } from '../../store/lines.ts';
import { findTxn, updateTxn, type TxnRow } from '../../store/transactions.ts';

export const INSUFFICIENT_AIRTIME =
  "Looks like you don't have sufficient balance. Recharge airtime or try different payment method";

function done(db: SandboxContext['db'], row: TxnRow, mode: string): Reply {
  settle(db, row, mode);
  return processed(findTxn(db, row.id) as TxnRow);
}

function processed(settled: TxnRow): Reply {
  // The slow-settlement number reports IN_PROCESS here; its polls then follow observedStatus.
  const shown = settled.status === 'SUCCESS' && isSlow(settled) ? 'IN_PROCESS' : settled.status;
  return ok(toResult(settled, shown), 'Transaction processed');
}

function walletStep(
  req: ApiRequest,
  ctx: SandboxContext,
  row: TxnRow,
  rail: Rail,
  mode: string,
  verified: boolean,
): Reply {
  const wallet = initiatedPayer(row);
  const smartCash = rail === 'smartcash';
  const pin = text(req.data.amPin);
  // Only the push request (mobile money, PIN option off) goes without an OTP; a PIN sent without
  // one is not looked at, so it never counts towards a stranger's wallet lock.
  if (!verified && (pin || smartCash)) return httpFail(401, PIN_NEEDS_OTP);
  if (!pin) {
    if (smartCash || readConfig(ctx.db).enableAmPin) return fail('400', 'amPin is required');
    if (wallet === NUMBERS.walletLocked) return lockedReply(false);
    return done(ctx.db, row, mode); // push request: the sandbox's subscriber approves at once
  }
  const refused = checkPin(ctx.db, wallet, pin, smartCash);
  if (refused) return refused;
  return done(ctx.db, row, mode);
}

/** The initiation's mode and gateway: the only ones a process call can pay by. */
function initiatedMode(row: TxnRow): { paymentMode: string; paymentGateway: string } {
  const p = payloadOf(row);
  return { paymentMode: text(p.paymentMode), paymentGateway: text(p.paymentGateway) };
}

function processRoute(endpoint: Endpoint, needsToken: boolean): ApiRoute {
  return {
    endpoint,
    handle(req, ctx) {
      const session = needsToken ? authorise(req, ctx.db) : undefined;
      if (session && isReply(session)) return session;
      const row = findTxn(ctx.db, text(req.data.transactionId));
      if (!row) return httpFail(404, 'Transaction not found');
      const unbound = session && tokenNotBound(session, row);
      if (unbound) return unbound;
      const initiated = initiatedMode(row);
      const named = {
        paymentMode: text(req.data.paymentMode),
        paymentGateway: text(req.data.paymentGateway),
      };
      if (!sameRail(named, initiated)) return httpFail(403, OTHER_MODE);
      if (row.processed_mode)
        return ok(toResult(row, 'ALREADY_PROCESSED'), 'Transaction already processed');
      const mode = initiated.paymentMode;
      const rail = railOf(mode, initiated.paymentGateway);
      if (rail === 'card') {
        updateTxn(ctx.db, row.id, { status: 'IN_PROCESS', processedMode: mode });
        const result = {
          ...toResult(findTxn(ctx.db, row.id) as TxnRow),
          redirectUrl: `/__sandbox/gw/pay?tid=${encodeURIComponent(row.id)}`,
        };
        return ok(result, 'Redirect to the payment gateway');
      }
      const refused = otherPayer(req, row);
      if (refused) return refused;
      if (rail === 'airtime') {
        // A debit of the person's airtime needs the same proof as a wallet debit.
        if (!session) return httpFail(401, AIRTIME_NEEDS_OTP);
        if (
          !failsAlways(row) &&
          !debitAirtime(ctx.db, initiatedPayer(row), Number(payloadOf(row).amount))
        )
          return fail('1005', INSUFFICIENT_AIRTIME);
        return done(ctx.db, row, mode);
      }
      // The push asks the payer's phone; the money moves only on its approval (core/mpesaPush.ts).
      if (rail === 'mpesa') return processed(pushToPayer(ctx.db, row, mode));
      if (rail === 'wallet' || rail === 'smartcash')
        return walletStep(req, ctx, row, rail, mode, session !== undefined);
      return fail('400', `Unsupported payment mode ${mode}`);
    },
  };
}

export const processPayment = processRoute(endpoints.process, false);
/** A token pays the one payment its OTP was verified for (core/tokenSpend.ts). */
export const authProcess = spendsOnProcess(processRoute(endpoints.authProcess, true));
