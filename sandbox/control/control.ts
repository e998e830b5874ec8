/**
 * The control API (tests and demos only): reset, config override, faults, transactions, saved
 * forms, airtime balances, the payer's answer to an M-Pesa push. Mounted in sandbox mode only (app.ts), each route behind controlGuard (guard.ts).
 */
import type { Context, Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { resetDb } from '../core/db.ts';
import { overrideConfig, readConfig } from '../store/config.ts';
import { addFault } from '../store/faults.ts';
import { listSubmissions } from '../store/formSubmissions.ts';
import { airtimeBalance } from '../store/lines.ts';
import { listTxns } from '../store/transactions.ts';
import { listNotices } from '../store/smsNotices.ts';
import { nationalNumber } from '../core/msisdn.ts';
import { parseJsonBody } from '../core/jsonBody.ts';
import { isJsonMediaType, UNSUPPORTED_MEDIA_TYPE } from '../core/jsonMediaType.ts';
import { checkConfigPatch, checkFault } from './validate.ts';
import { CONTROL_PATHS } from './contract.ts';
import { controlGuard, type ControlGuardOptions } from './guard.ts';
import { mountMpesaApproval } from './mpesaApproval.ts';

const failure = (statusCode: number, message: string) => ({
  statusCode,
  status: 'failure',
  message,
});
const bad = (message: string) => failure(400, message);

type Read = { ok: true; value: unknown } | { ok: false; status: 400 | 415; message: string };

/** A control call's JSON body: 415 unless its Content-Type is application/json, 400 unless JSON. */
async function readJson(c: Context): Promise<Read> {
  if (!isJsonMediaType(c.req.header('content-type')))
    return { ok: false, status: 415, message: UNSUPPORTED_MEDIA_TYPE };
  const parsed = parseJsonBody(await c.req.text().catch(() => ''));
  return parsed.ok ? parsed : { ok: false, status: 400, message: parsed.message };
}

export function mountControl(app: Hono, db: DatabaseSync, opts: ControlGuardOptions = {}): void {
  // Per path, not '/__sandbox/*': the card gateway stand-ins share the prefix and are reached by
  // browser navigations and the portal's own scripts, which carry no control header.
  const guard = controlGuard(opts);
  for (const path of Object.values(CONTROL_PATHS)) app.use(path, guard);
  app.post(CONTROL_PATHS.reset, (c) => {
    resetDb(db);
    return c.json({ statusCode: 200, status: 'success', message: 'Sandbox reset' });
  });
  app.patch(CONTROL_PATHS.config, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return c.json(failure(body.status, body.message), body.status);
    const patch = checkConfigPatch(body.value, readConfig(db));
    if (!patch.ok) return c.json(bad(patch.message), 400);
    overrideConfig(db, patch.value);
    return c.json({
      statusCode: 200,
      status: 'success',
      message: 'Config updated',
      result: readConfig(db),
    });
  });
  /** body {path, count?, status?, delayMs?, malformed?} (validate.ts gives the ranges) */
  app.post(CONTROL_PATHS.faults, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return c.json(failure(body.status, body.message), body.status);
    const fault = checkFault(body.value);
    if (!fault.ok) return c.json(bad(fault.message), 400);
    addFault(db, fault.value);
    const { path, count } = fault.value;
    return c.json({
      statusCode: 200,
      status: 'success',
      message: 'Fault armed',
      result: { path, count },
    });
  });
  app.get(CONTROL_PATHS.transactions, (c) =>
    c.json({ statusCode: 200, status: 'success', message: 'Success', result: listTxns(db) }),
  );
  /** The saved forms of form/v2/save, oldest first: lets a test see what was stored, and how often. */
  app.get(CONTROL_PATHS.forms, (c) =>
    c.json({ statusCode: 200, status: 'success', message: 'Success', result: listSubmissions(db) }),
  );
  /**
   * ?msisdn= -> {msisdn, airtime}: lets a test see how often a payment debited a line, without the
   * service's own balance call (which needs the app headers and answers in the portal's shape).
   */
  app.get(CONTROL_PATHS.balances, (c) => {
    const msisdn = nationalNumber(c.req.query('msisdn'));
    if (!msisdn) return c.json(bad('msisdn must be a Tanzanian mobile number'), 400);
    const result = { msisdn, airtime: airtimeBalance(db, msisdn) };
    return c.json({ statusCode: 200, status: 'success', message: 'Success', result });
  });
  /**
   * ?msisdn= (optional) -> the text messages sent to that number's owner (all numbers without it),
   * oldest first: lets a test see that a locked number's owner was told (core/otpNotices.ts).
   */
  app.get(CONTROL_PATHS.sms, (c) => {
    const raw = c.req.query('msisdn');
    const msisdn = raw === undefined ? undefined : nationalNumber(raw);
    if (raw !== undefined && !msisdn)
      return c.json(bad('msisdn must be a Tanzanian mobile number'), 400);
    const result = listNotices(db, msisdn);
    return c.json({ statusCode: 200, status: 'success', message: 'Success', result });
  });
  mountMpesaApproval(app, db);
}
