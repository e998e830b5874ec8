/**
 * The control API (tests and demos only): reset, config override, faults, transactions, saved
 * forms, airtime balances, the payer's answer to an M-Pesa push. Mounted in sandbox mode only (app.ts), each route behind controlGuard (guard.ts).
 */
import type { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { resetDb } from '../core/db.ts';
import { overrideConfig, readConfig } from '../store/config.ts';
import { addFault } from '../store/faults.ts';
import { listSubmissions } from '../store/formSubmissions.ts';
import { airtimeBalance } from '../store/lines.ts';
import { listTxns } from '../store/transactions.ts';
import { nationalNumber } from '../core/msisdn.ts';
import { CONTROL_PATHS } from './contract.ts';
import { controlGuard, type ControlGuardOptions } from './guard.ts';
import { mountMpesaApproval } from './mpesaApproval.ts';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const bad = (message: string) => ({ statusCode: 400, status: 'failure', message });

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
    const patch: unknown = await c.req.json().catch(() => undefined);
    if (!isRecord(patch)) return c.json(bad('Body must be a JSON object of config keys'), 400);
    overrideConfig(db, patch);
    return c.json({
      statusCode: 200,
      status: 'success',
      message: 'Config updated',
      result: readConfig(db),
    });
  });
  /** body {path, count, status?, delayMs?, malformed?} */
  app.post(CONTROL_PATHS.faults, async (c) => {
    const f: unknown = await c.req.json().catch(() => undefined);
    if (!isRecord(f) || typeof f.path !== 'string' || !f.path)
      return c.json(bad('path is required'), 400);
    const count = typeof f.count === 'number' && f.count > 0 ? Math.floor(f.count) : 1;
    const status = typeof f.status === 'number' ? f.status : undefined;
    if (status !== undefined && (status < 200 || status > 599))
      return c.json(bad('status must be an HTTP status'), 400);
    const delayMs = typeof f.delayMs === 'number' && f.delayMs > 0 ? f.delayMs : undefined;
    addFault(db, {
      path: f.path,
      count,
      ...(status ? { status } : {}),
      ...(delayMs ? { delayMs } : {}),
      malformed: f.malformed === true,
    });
    return c.json({
      statusCode: 200,
      status: 'success',
      message: 'Fault armed',
      result: { path: f.path, count },
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
  mountMpesaApproval(app, db);
}
