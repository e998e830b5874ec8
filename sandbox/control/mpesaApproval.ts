/**
 * POST /__sandbox/mpesa/approval {msisdn, decision: 'approve' | 'decline'}: the payer's phone
 * answers its newest waiting M-Pesa push (core/mpesaPush.ts), as a real phone would. Behind the
 * control guard like every control route (control.ts mounts the guard on every CONTROL_PATHS path).
 * 200 with the transaction as the status call now sees it; 400 for a number or decision it cannot
 * read; 404 when that phone has no push waiting (nothing changes).
 */
import type { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { answerPush } from '../core/mpesaPush.ts';
import { nationalNumber } from '../core/msisdn.ts';
import { toResult } from '../core/settle.ts';
import { CONTROL_PATHS } from './contract.ts';

export const BAD_MSISDN = 'msisdn must be a Tanzanian mobile number';
export const BAD_DECISION = "decision must be 'approve' or 'decline'";
export const nothingWaiting = (msisdn: string) =>
  `No M-Pesa payment waits for ${msisdn}'s approval`;

const failure = (statusCode: number, message: string) => ({
  statusCode,
  status: 'failure',
  message,
});

export function mountMpesaApproval(app: Hono, db: DatabaseSync): void {
  app.post(CONTROL_PATHS.mpesaApproval, async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const fields =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const msisdn = nationalNumber(fields.msisdn);
    if (!msisdn) return c.json(failure(400, BAD_MSISDN), 400);
    const decision = fields.decision;
    if (decision !== 'approve' && decision !== 'decline')
      return c.json(failure(400, BAD_DECISION), 400);
    const answered = answerPush(db, msisdn, decision);
    if (!answered) return c.json(failure(404, nothingWaiting(msisdn)), 404);
    const message = decision === 'approve' ? 'Payment approved' : 'Payment declined';
    return c.json({ statusCode: 200, status: 'success', message, result: toResult(answered) });
  });
}
