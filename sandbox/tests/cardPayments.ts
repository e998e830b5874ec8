/**
 * Card payments as the sandbox tests and probes need them: a processed card payment, a wallet
 * payment beside it, the gateway page's buttons pressed as a browser presses them, the Paystack
 * stand-in's decision call, and the status the portal would read.
 */
import type { TransactionResult } from '../../src/api/wire.ts';
import type { CardDecision } from '../gateway/cardOutcome.ts';
import { GATEWAY_DECIDE_PATH } from '../gateway/gatewayPage.ts';
import {
  PAYSTACK_COMPLETE_PATH,
  PAYSTACK_HEADER,
  PAYSTACK_HEADER_VALUE,
} from '../gateway/paystackContract.ts';
import { expect } from 'vitest';
import { initiateCard, RECHARGE_TZS_1000, type Harness } from './harness.ts';
import type { InitiationResult } from '../../src/api/wire.ts';
import { wire, type WireAnswer } from './rawHttp.ts';

/** A card payment initiated and processed (sent to the gateway): its id and the gateway's URL. */
export async function cardPayment(
  h: Harness,
  msisdn = '712000001',
  paymentGateway = 'Selcom',
): Promise<{ id: string; redirectUrl: string }> {
  const id = await initiateCard(h, msisdn, paymentGateway);
  const processed = await h.call('process', {
    data: {
      transactionId: id,
      isSubscriberRequest: true,
      paymentMode: 'PG',
      proccessFlag: true,
      paymentGateway,
    },
  });
  return { id, redirectUrl: (processed.body.result as { redirectUrl: string }).redirectUrl };
}

/** A mobile-money payment of 712000001, initiated and not yet approved (REQUEST_RAISED). */
export async function walletPayment(h: Harness): Promise<string> {
  const data = { ...RECHARGE_TZS_1000, mobileNumber: '712000001', paymentMode: 'AM' };
  return ((await h.call('initiate', { data })).body.result as InitiationResult).transactionId;
}

/** What the portal's status call answers for a transaction. */
export const statusOf = async (h: Harness, id: string) =>
  (await h.call('fetch', { query: { txnId: id } })).body.result as TransactionResult;

/** The hidden fields of the gateway page's form for one button (tid, token, decision). */
export async function gatewayForm(
  h: Harness,
  redirectUrl: string,
  decision: CardDecision,
): Promise<Record<string, string>> {
  const page = await (await h.raw(redirectUrl)).text();
  const form = page
    .split('<form ')
    .find((part) => part.includes(`name="decision" value="${decision}"`));
  if (!form) throw new Error(`no ${decision} form on the gateway page`);
  const fields: Record<string, string> = {};
  for (const [, name, value] of form.matchAll(/name="(\w+)" value="([^"]*)"/g))
    if (name) fields[name] = value ?? '';
  return fields;
}

/** Posts a form to the sandbox as a browser on `origin` does (Origin and Sec-Fetch-Site set). */
export function postForm(
  h: Harness,
  path: string,
  fields: Record<string, string>,
  origin = h.url(),
): Promise<WireAnswer> {
  const site = origin === h.url() ? 'same-origin' : 'cross-site';
  return wire(h.url() + path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: origin,
      'Sec-Fetch-Site': site,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Presses a button of the gateway page as the card holder does; the answer of the form post. */
export async function pressAtGateway(
  h: Harness,
  redirectUrl: string,
  decision: CardDecision,
): Promise<WireAnswer> {
  const form = await gatewayForm(h, redirectUrl, decision);
  return postForm(h, GATEWAY_DECIDE_PATH, form);
}

/** The Paystack stand-in's decision call exactly as its script sends it from the portal's page. */
export function paystackDecision(
  h: Harness,
  reference: string,
  status: string,
  headers: Record<string, string> = {
    Origin: h.url(),
    'Sec-Fetch-Site': 'same-origin',
    [PAYSTACK_HEADER]: PAYSTACK_HEADER_VALUE,
  },
  contentType = 'application/json',
): Promise<WireAnswer> {
  return wire(h.url() + PAYSTACK_COMPLETE_PATH, {
    method: 'POST',
    headers: { 'Content-Type': contentType, ...headers },
    body: JSON.stringify({ reference, status }),
  });
}

/** The JSON of an answer. */
export const jsonOf = (answer: WireAnswer) =>
  JSON.parse(answer.body.toString('utf8')) as {
    statusCode: number;
    status: string;
    message: string;
  };

/** A JSON refusal of the stand-ins: this HTTP status and message. */
export function expectRefusal(answer: WireAnswer, status: number, message: string): void {
  expect(answer.status).toBe(status);
  expect(jsonOf(answer).message).toBe(message);
}
