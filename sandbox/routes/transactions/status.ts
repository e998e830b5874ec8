/**
 * GET transaction/v1/status?tid= and GET transaction/fetch?txnId= -> result: TransactionResult.
 * 712000004: status answers IN_PROCESS to its first 2 polls, fetch REQUEST_REGISTERED to its first 2.
 * An M-Pesa payment waiting for the payer's phone: status IN_PROCESS (the MPESA poll keeps
 * polling), fetch REQUEST_REGISTERED (the status page refetches, then shows In Processing).
 */
import { endpoints, type Endpoint } from '../../../src/api/endpoints.ts';
import { awaitsPhone } from '../../core/mpesaPush.ts';
import { fail, ok } from '../../core/reply.ts';
import type { ApiRoute } from '../../core/route.ts';
import { observedStatus, toResult } from '../../core/settle.ts';
import { findTxn } from '../../store/transactions.ts';

function statusRoute(endpoint: Endpoint, param: string, kind: 'status' | 'fetch'): ApiRoute {
  return {
    endpoint,
    handle({ query }, { db }) {
      const row = findTxn(db, query[param] ?? '');
      if (!row) return fail('404', 'Transaction not found');
      if (awaitsPhone(row) && kind === 'fetch') return ok(toResult(row, 'REQUEST_REGISTERED'));
      return ok(toResult(row, observedStatus(db, row, kind)));
    },
  };
}

export const status = statusRoute(endpoints.status, 'tid', 'status');
export const fetchTransaction = statusRoute(endpoints.fetch, 'txnId', 'fetch');
