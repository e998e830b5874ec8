/**
 * Initiation (transaction/v1/initiate and, with Authorization, transaction/v1/auth/initiate):
 * data = InitiationPayload {amount, mobileNumber, paymentMode, transactionType, currencyCode,
 * countryCode, emailId, paymentMobile, productCode, paymentGateway, unit, loggedInNumber,
 * accountId, invoiceNumber, accountType, txnId, uniqueCode} -> result{transactionId,
 * encryptionKeyDetails?{key: PEM}} (key for SmartCash). Idempotent on txnId (the attempt's key),
 * else on uniqueCode; a key reused for a different payment is refused with 409 (docs/sandbox.md).
 * The amount is checked as core/amount.ts says (whole TZS within the config's bounds). On
 * auth/initiate the token must be an OTP verified for the paying number (core/payer.ts).
 */
import { endpoints, type Endpoint } from '../../../src/api/endpoints.ts';
import type { InitiationResult } from '../../../src/api/wire.ts';
import { checkAmount, initiationBounds } from '../../core/amount.ts';
import { authorise, isReply } from '../../core/auth.ts';
import { publicKeyPem } from '../../core/keys.ts';
import { nationalNumber } from '../../core/msisdn.ts';
import { tokenNotFor } from '../../core/payer.ts';
import { railOf } from '../../core/paymentMode.ts';
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
      const amount = checkAmount(
        data.amount,
        text(data.currencyCode),
        initiationBounds(readConfig(db), text(data.transactionType), text(data.invoiceNumber)),
      );
      if (!amount.ok) return fail('400', amount.message);
      if (!nationalNumber(data.mobileNumber)) return fail('400', 'Invalid Mobile No');
      const rail = railOf(text(data.paymentMode), text(data.paymentGateway));
      if (!rail) return fail('400', `Unsupported payment mode ${text(data.paymentMode)}`);
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
