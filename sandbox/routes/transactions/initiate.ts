/**
 * Initiation (transaction/v1/initiate and, with Authorization, transaction/v1/auth/initiate):
 * data = InitiationPayload {amount, mobileNumber, paymentMode, transactionType, currencyCode,
 * countryCode, emailId, paymentMobile, productCode, paymentGateway, unit, loggedInNumber,
 * accountId, invoiceNumber, accountType, txnId, uniqueCode} -> result{transactionId,
 * encryptionKeyDetails?{key: PEM}} (key for SmartCash). Idempotent on txnId (the attempt's key),
 * else on uniqueCode; a key reused for a different payment is refused with 409 (docs/sandbox.md).
 * The transaction type must be one the spec names; the amount has the form core/amount.ts says
 * and is the operator's price (core/price.ts: catalogue, lead plan, invoice) or, typed, within the
 * config's bounds in its currency; paymentMode and paymentGateway name one rail
 * (core/paymentMode.ts). Anything else is a 400 and nothing is stored (issue 30). On
 * auth/initiate the token must be an OTP verified for the paying number (core/payer.ts).
 */
import { endpoints, type Endpoint } from '../../../src/api/endpoints.ts';
import type { InitiationResult } from '../../../src/api/wire.ts';
import { checkAmount, checkBounds, typedBounds } from '../../core/amount.ts';
import { authorise, isReply } from '../../core/auth.ts';
import { publicKeyPem } from '../../core/keys.ts';
import { nationalNumber } from '../../core/msisdn.ts';
import { tokenNotFor } from '../../core/payer.ts';
import { modeRail, railOf } from '../../core/paymentMode.ts';
import { notThePrice, operatorPrice } from '../../core/price.ts';
import { fail, ok } from '../../core/reply.ts';
import { text, type ApiRoute } from '../../core/route.ts';
import { readConfig } from '../../store/config.ts';
import { createTxn, findExisting, type TxnRow } from '../../store/transactions.ts';
import { payloadOf } from '../../core/settle.ts';
import { samePayment } from '../../core/samePayment.ts';
import { spendsOnInitiate } from '../../core/tokenSpend.ts';

function answer(row: TxnRow): ReturnType<typeof ok> {
  const p = payloadOf(row);
  const result: InitiationResult = { transactionId: row.id };
  if (railOf(text(p.paymentMode), text(p.paymentGateway)) === 'smartcash')
    result.encryptionKeyDetails = { key: publicKeyPem };
  return ok(result, 'Transaction initiated');
}

export const PAIR_MISMATCH =
  'paymentMode and paymentGateway must name one payment method (a card payment names its gateway)';

function initiateRoute(endpoint: Endpoint, needsToken: boolean): ApiRoute {
  return {
    endpoint,
    handle(req, { db }) {
      if (needsToken) {
        const session = authorise(req, db);
        if (isReply(session)) return session;
        // The token must speak for the number this payment debits, before anything is stored.
        const refused = tokenNotFor(session, req.data);
        if (refused) return refused;
      }
      const { data } = req;
      // A txnId is the attempt's idempotency key; the OTP's uniqueCode keys only when none is sent.
      const existing = findExisting(
        db,
        text(data.txnId),
        text(data.txnId) ? '' : text(data.uniqueCode),
      );
      if (existing)
        return samePayment(existing, data)
          ? answer(existing)
          : fail('409', 'Idempotency key already used for a different payment');
      const missing = ['amount', 'mobileNumber', 'paymentMode', 'transactionType'].filter(
        (key) => !text(data[key]),
      );
      if (missing.length) return fail('400', `Missing field ${missing.join(', ')}`);
      const amount = checkAmount(data.amount, text(data.currencyCode));
      if (!amount.ok) return fail('400', amount.message);
      const price = operatorPrice(db, data);
      if (price.kind === 'refused') return fail('400', price.message);
      const wrong =
        price.kind === 'fixed'
          ? notThePrice(price.prices, amount.amount, amount.currency)
          : checkBounds(
              amount.amount,
              amount.currency,
              typedBounds(readConfig(db), text(data.transactionType)),
            );
      if (wrong) return fail('400', wrong);
      if (!nationalNumber(data.mobileNumber)) return fail('400', 'Invalid Mobile No');
      const mode = text(data.paymentMode);
      const rail = railOf(mode, text(data.paymentGateway));
      if (!modeRail(mode)) return fail('400', `Unsupported payment mode ${mode}`);
      if (!rail) return fail('400', PAIR_MISMATCH);
      // The airtime balance is whole shillings: a USD or CDF charge has nothing to debit.
      if (rail === 'airtime' && (text(data.currencyCode) || 'TZS') !== 'TZS')
        return fail('400', 'Airtime payments are in TZS only');
      return answer(createTxn(db, data, text(data.uniqueCode), text(data.txnId)));
    },
  };
}

export const initiate = initiateRoute(endpoints.initiate, false);
/** A token pays the one payment its OTP was verified for (core/tokenSpend.ts). */
export const authInitiate = spendsOnInitiate(initiateRoute(endpoints.authInitiate, true));
