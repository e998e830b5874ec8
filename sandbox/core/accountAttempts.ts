/**
 * Account-number lookups slowed like OTP attempts (issue 30, item 7). The postpaid bill by account
 * number and the fixed-internet invoices answered as fast as anyone could ask: 20 wrong account
 * numbers in a row cost nothing, and each answer says whether the guess was right. Now 5 wrong
 * answers in a row from one client (core/client.ts) lock that lookup for that client for 15
 * minutes: every call then answers HTTP 429 with ACCOUNT_LOCK_MESSAGE, a right account number
 * too (else the lock would still tell a right guess from a wrong one). A right answer resets the
 * count, so the README's numbers keep working after a typo or four.
 *
 * What counts as wrong is each lookup's own: an account number that does not match its line
 * (60119; the bill and the account check share one count), an account not found or an e-mail
 * not registered for it (invoices 404 / 403). A malformed account number is not a guess and does
 * not count; a bill opened by a verified invoice OTP guesses nothing and is never held back.
 */
import type { DatabaseSync } from 'node:sqlite';
import { nowOf } from './clock.ts';
import { httpFail, type Reply } from './reply.ts';
import type { ApiRequest, ApiRoute } from './route.ts';
import { readAttempts, writeAttempts } from '../store/accountAttempts.ts';

const MINUTE = 60_000;

/** Wrong account numbers in a row from one client before its lookup locks... */
export const ACCOUNT_WRONG_LIMIT = 5;
/** ...for this long. */
export const ACCOUNT_LOCK_MS = 15 * MINUTE;

export const ACCOUNT_LOCK_MESSAGE =
  'Too many wrong account numbers. Please try again in 15 minutes.';

/** How a lookup's answer counts: a wrong guess, a right one, or neither (bad input, other errors). */
export type Outcome = 'wrong' | 'right' | 'neutral';

/** The postpaid bill by account number and the account check: one secret, one count. */
export const POSTPAID_ACCOUNT_LOOKUP = 'postpaid-account';

/** A postpaid account number that does not match its line (60119) is a wrong guess. */
export const postpaidAccountOutcome = (reply: Reply): Outcome =>
  codeOf(reply) === '60119' ? 'wrong' : codeOf(reply) === '200' ? 'right' : 'neutral';

/** The operator code of a reply ('' when it has none). */
export const codeOf = (reply: Reply): string => {
  const body = reply.body as { statusCode?: unknown } | null;
  return body && body.statusCode !== undefined ? String(body.statusCode) : '';
};

function locked(db: DatabaseSync, client: string, lookup: string): Reply | undefined {
  const { lockedUntil } = readAttempts(db, client, lookup);
  return lockedUntil > nowOf(db) ? httpFail(429, ACCOUNT_LOCK_MESSAGE) : undefined;
}

function count(db: DatabaseSync, client: string, lookup: string, outcome: Outcome): void {
  if (outcome === 'neutral') return;
  if (outcome === 'right') return writeAttempts(db, client, lookup, { wrong: 0, lockedUntil: 0 });
  const wrong = readAttempts(db, client, lookup).wrong + 1;
  // The lock stands for these guesses: when it ends the client starts again from 5.
  if (wrong >= ACCOUNT_WRONG_LIMIT)
    writeAttempts(db, client, lookup, { wrong: 0, lockedUntil: nowOf(db) + ACCOUNT_LOCK_MS });
  else writeAttempts(db, client, lookup, { wrong, lockedUntil: 0 });
}

/** `route`, refused while its client is locked out and counting each answer by `outcome`. */
export function slowedAccountLookup(
  lookup: string,
  route: ApiRoute,
  outcome: (reply: Reply) => Outcome,
  guesses: (req: ApiRequest) => boolean = () => true,
): ApiRoute {
  return {
    endpoint: route.endpoint,
    async handle(req, ctx) {
      if (!guesses(req)) return route.handle(req, ctx);
      const refused = locked(ctx.db, req.client, lookup);
      if (refused) return refused;
      const reply = await route.handle(req, ctx);
      count(ctx.db, req.client, lookup, outcome(reply));
      return reply;
    },
  };
}
