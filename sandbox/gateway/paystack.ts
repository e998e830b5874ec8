/**
 * Routes of the Paystack stand-in: the inline script and the card holder's decision it records.
 * The decision route answers only the stand-in's own script: same origin, with the header
 * below (a cross-site form or text/plain post cannot add it without a preflight, never granted),
 * and only for a pending Paystack card payment (cardOutcome.ts).
 */
import type { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { originRefusal, type ControlGuardOptions } from '../control/guard.ts';
import { decideCard, isCardDecision } from './cardOutcome.ts';
import {
  PAYSTACK_COMPLETE_PATH,
  PAYSTACK_HEADER,
  PAYSTACK_HEADER_VALUE,
  PAYSTACK_SCRIPT_PATH,
} from './paystackContract.ts';
import { PAYSTACK_INLINE_JS } from './paystackInline.js.ts';

const failure = (statusCode: number, message: string) => ({
  statusCode,
  status: 'failure',
  message: `Paystack stand-in: ${message}`,
});

export function mountPaystack(app: Hono, db: DatabaseSync, opts: ControlGuardOptions = {}): void {
  app.get(PAYSTACK_SCRIPT_PATH, (c) =>
    c.body(PAYSTACK_INLINE_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );
  /** body {reference: transactionId, status: 'success' | 'declined' | 'cancelled'} */
  app.post(PAYSTACK_COMPLETE_PATH, async (c) => {
    // Loopback at any port: under `npm run dev` the portal's page posts through Vite's proxy.
    const refused = originRefusal(c, { ...opts, loopbackAnyPort: true });
    if (refused) return c.json(failure(refused.status, refused.message), refused.status);
    if (c.req.header(PAYSTACK_HEADER) !== PAYSTACK_HEADER_VALUE)
      return c.json(
        failure(403, `calls need the header ${PAYSTACK_HEADER}: ${PAYSTACK_HEADER_VALUE}`),
        403,
      );
    const body = (await c.req.json().catch(() => ({}))) as {
      reference?: unknown;
      status?: unknown;
    };
    const reference = typeof body.reference === 'string' ? body.reference : '';
    if (!isCardDecision(body.status))
      return c.json(failure(400, 'status must be success, declined or cancelled'), 400);
    const answer = decideCard(db, reference, 'paystack', body.status);
    if (!answer.ok) return c.json(failure(answer.http, answer.message), answer.http);
    return c.json({
      statusCode: 200,
      status: 'success',
      message: 'Recorded',
      result: { reference, transactionStatus: answer.row.status },
    });
  });
}
