/**
 * The sandbox card gateway: GET /__sandbox/gw/pay?tid= shows Approve / Decline / Cancel; each
 * returns through PG_CALLBACK_PATH?txref&PnrID&status, which records the outcome and redirects to
 * /payment/status?id=<tid>&pg=paystack.
 */
import type { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { PG_CALLBACK_PATH } from '../../src/api/endpoints.ts';
import { recordCardOutcome } from './cardOutcome.ts';
import { gatewayPage } from './gatewayPage.ts';
import { findTxn } from '../store/transactions.ts';

export function mountCardGateway(app: Hono, db: DatabaseSync): void {
  app.get('/__sandbox/gw/pay', (c) => {
    const row = findTxn(db, c.req.query('tid') ?? '');
    if (!row)
      return c.html(
        '<!doctype html><html lang="en"><title>Unknown payment</title><h1>Unknown payment</h1></html>',
        404,
      );
    return c.html(gatewayPage(row));
  });
  app.get(PG_CALLBACK_PATH, (c) => {
    const tid = c.req.query('txref') ?? '';
    if (!findTxn(db, tid))
      return c.json({ statusCode: 404, status: 'failure', message: 'Transaction not found' }, 404);
    recordCardOutcome(db, tid, c.req.query('status') ?? '', c.req.query('PnrID'));
    return c.redirect(`/payment/status?id=${encodeURIComponent(tid)}&pg=paystack`, 302);
  });
}
