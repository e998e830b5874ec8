/** Routes of the Paystack stand-in: the inline script and the outcome it records. */
import type { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { recordCardOutcome } from './cardOutcome.ts';
import { PAYSTACK_INLINE_JS } from './paystackInline.js.ts';
import { findTxn } from '../store/transactions.ts';

export function mountPaystack(app: Hono, db: DatabaseSync): void {
  app.get('/__sandbox/paystack/inline.js', (c) =>
    c.body(PAYSTACK_INLINE_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );
  /** body {reference: transactionId, status: 'success' | 'cancelled' | 'declined'} */
  app.post('/__sandbox/paystack/complete', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as {
      reference?: unknown;
      status?: unknown;
    };
    const reference = typeof body.reference === 'string' ? body.reference : '';
    if (!findTxn(db, reference))
      return c.json({ statusCode: 404, status: 'failure', message: 'Transaction not found' }, 404);
    recordCardOutcome(
      db,
      reference,
      typeof body.status === 'string' ? body.status : '',
      `PSK${reference.slice(3)}`,
    );
    return c.json({
      statusCode: 200,
      status: 'success',
      message: 'Recorded',
      result: { reference },
    });
  });
}
