/**
 * GET transaction/v1/status?tid= and GET transaction/fetch?txnId= -> result: TransactionResult.
 * 712000004: status answers IN_PROCESS to its first 2 polls, fetch REQUEST_REGISTERED to its first 2.
 */
import { endpoints, type Endpoint } from '../../../src/api/endpoints.ts';
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
      return ok(toResult(row, observedStatus(db, row, kind)));
    },
  };
}

export const status = statusRoute(endpoints.status, 'tid', 'status');
export const fetchTransaction = statusRoute(endpoints.fetch, 'txnId', 'fetch');
