/**
 * Applies injected faults before any route: a fault's path matches the full request path or the
 * path after the portal/auth service base (leading slash optional). Control calls are exempt.
 */
import type { MiddlewareHandler } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_BASE, PORTAL_BASE } from '../../src/api/endpoints.ts';
import { normaliseFaultPath, takeFault } from '../store/faults.ts';
import { markAnswerOffContract } from './contractExempt.ts';

export const MALFORMED_BODY = '{"statusCode":200,"status":"succ<html>Bad Gateway';

function candidates(path: string): string[] {
  const out = [normaliseFaultPath(path)];
  for (const base of [PORTAL_BASE, AUTH_BASE]) {
    if (path.startsWith(`${base}/`)) out.push(normaliseFaultPath(path.slice(base.length)));
  }
  return out;
}

export function faults(db: DatabaseSync): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path.startsWith('/__sandbox/')) return next();
    const fault = takeFault(db, candidates(c.req.path));
    if (!fault) return next();
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.malformed) {
      markAnswerOffContract(c, 'a malformed fault: the body is broken on purpose');
      return c.body(MALFORMED_BODY, (fault.status ?? 200) as 200, {
        'Content-Type': 'application/json',
      });
    }
    if (fault.status) {
      const body = {
        statusCode: fault.status,
        status: 'failure',
        message: `Sandbox fault: HTTP ${fault.status}`,
      };
      return c.json(body, fault.status as 500);
    }
    return next();
  };
}
