/**
 * Issue 13 item 3: every initiation carries the attempt's idempotency key as txnId, kept in
 * session storage so a reload during an unanswered initiation replays the same key.
 */
import { describe, expect, it } from 'vitest';
import { stubHttpInEachTest } from '../testing/stubbedHttp.ts';
import { authInitiate, initiate } from './transactions.api.ts';
import type { InitiationPayload } from './wire.ts';
import { ATTEMPT_KEY } from './attemptKey.ts';

const sent: string[] = [];
let answers: Array<() => Response | Promise<Response>> = [];
const ok = () =>
  new Response(
    JSON.stringify({ statusCode: 200, status: 'success', result: { transactionId: 'T1' } }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );

async function stubFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const body = (await request.clone().json()) as { data: InitiationPayload };
  sent.push(body.data.txnId ?? '');
  const next = answers.shift();
  if (!next) throw new Error('unexpected request');
  return next();
}

const payload: InitiationPayload = {
  amount: 1000,
  countryCode: '255',
  mobileNumber: '712000001',
  paymentMobile: '0712000001',
  currencyCode: 'TZS',
  transactionType: 'PREPAID_RECHARGE',
  paymentMode: 'MPESA',
  loggedInNumber: '712000001',
};
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

stubHttpInEachTest(stubFetch as typeof fetch, () => {
  sent.length = 0;
  answers = [];
  sessionStorage.clear();
});

describe('the initiation idempotency key', () => {
  // API-9
  it('sends a random key as txnId and keeps it in session storage while unanswered', async () => {
    answers.push(() => Promise.reject(new TypeError('fetch failed')));
    expect(await initiate(payload)).toMatchObject({ ok: false, code: 'network' });
    expect(sent[0]).toMatch(uuid);
    expect(sessionStorage.getItem(ATTEMPT_KEY)).toBe(sent[0]);
  });

  it('replays the same key after a reload of the page (session storage survives it)', async () => {
    sessionStorage.setItem(ATTEMPT_KEY, 'kept-before-reload');
    answers.push(ok);
    expect(await initiate(payload)).toMatchObject({ ok: true, result: { transactionId: 'T1' } });
    expect(sent).toEqual(['kept-before-reload']);
  });

  // API-9
  it('starts a new attempt with a new key once an initiation was answered', async () => {
    answers.push(ok, ok);
    await initiate(payload);
    await authInitiate(payload, { tokenType: 'Bearer', accessToken: 'tok' });
    expect(sent[0]).toMatch(uuid);
    expect(sent[1]).toMatch(uuid);
    expect(sent[1]).not.toBe(sent[0]);
    expect(sessionStorage.getItem(ATTEMPT_KEY)).toBeNull();
  });
});
