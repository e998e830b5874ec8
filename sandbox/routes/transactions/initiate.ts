/**
 * Initiation (transaction/v1/initiate and, with Authorization, transaction/v1/auth/initiate):
 * data = InitiationPayload {amount, mobileNumber, paymentMode, transactionType, currencyCode,
 * countryCode, emailId, paymentMobile, productCode, paymentGateway, unit, loggedInNumber,
 * accountId, invoiceNumber, accountType, txnId, uniqueCode} -> result{transactionId,
 * encryptionKeyDetails?{key: PEM}} (key for SmartCash). Idempotent on txnId and on uniqueCode.
 */
import { endpoints, type Endpoint } from '../../../src/api/endpoints.ts';
import type { InitiationResult } from '../../../src/api/wire.ts';
import { authorise, isReply } from '../../core/auth.ts';
import { publicKeyPem } from '../../core/keys.ts';
import { nationalNumber } from '../../core/msisdn.ts';
import { railOf } from '../../core/paymentMode.ts';
import { fail, ok } from '../../core/reply.ts';
import { num, text, type ApiRoute } from '../../core/route.ts';
import { createTxn, findExisting, type TxnRow } from '../../store/transactions.ts';
import { payloadOf } from '../../core/settle.ts';

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
      }
      const { data } = req;
      const existing = findExisting(db, text(data.txnId), text(data.uniqueCode));
      if (existing) return answer(existing);
      const missing = ['amount', 'mobileNumber', 'paymentMode', 'transactionType'].filter(
        (key) => !text(data[key]),
      );
      if (missing.length) return fail('400', `Missing field ${missing.join(', ')}`);
      if (!(num(data.amount) > 0)) return fail('400', 'Invalid amount');
      if (!nationalNumber(data.mobileNumber)) return fail('400', 'Invalid Mobile No');
      if (!railOf(text(data.paymentMode), text(data.paymentGateway)))
        return fail('400', `Unsupported payment mode ${text(data.paymentMode)}`);
      return answer(createTxn(db, data, text(data.uniqueCode), text(data.txnId)));
    },
  };
}

export const initiate = initiateRoute(endpoints.initiate, false);
export const authInitiate = initiateRoute(endpoints.authInitiate, true);
