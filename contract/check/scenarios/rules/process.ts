/**
 * Who pays and how (docs/sandbox.md "Who pays", CONSENT-7, CONSENT-8, WAL-2, WAL-16): a process
 * call pays by the initiation's method and from the initiated line, a PIN or an airtime debit
 * only behind a verified OTP, a PIN payment sends its PIN, five PIN tries, airtime pays only what
 * the balance holds, M-Pesa waits for the payer's phone. Payment calls: they run only with
 * `payments.allowed` and test numbers, and every payment starts from a test line of the file.
 */
import { SkipCheck, type CheckContext, type Scenario } from '../../checks.ts';
import { expectRefused, expectSuccess, expectThat, textField } from '../../expect.ts';
import { envelopeOf } from '../../exchange.ts';
import { initiation, processing, type PaymentParts } from '../payloads.ts';
import {
  amountBounds,
  cardGateway,
  encryptedPin,
  paymentToken,
  portalSettings,
  walletMode,
  type PaymentToken,
} from '../steps.ts';

/** A transaction of the minimum recharge initiated from `msisdn` (plain initiate, or auth). */
async function initiated(
  ctx: CheckContext,
  msisdn: string,
  change: Partial<PaymentParts>,
  token?: PaymentToken,
): Promise<string> {
  ctx.requirePayments(msisdn);
  const data = initiation({
    msisdn,
    amount: (await amountBounds(ctx)).preMinAmnt,
    transactionType: 'PREPAID_RECHARGE',
    paymentMode: 'AIRTIME',
    txnId: ctx.freshKey(),
    ...(token ? { uniqueCode: token.uniqueCode } : {}),
    ...change,
  });
  const ex = token
    ? await ctx.call('authInitiate', { data, headers: { authorization: token.authorization } })
    : await ctx.call('initiate', { data });
  return textField(ex, expectSuccess(ex), 'transactionId');
}

const initiatedRailRule: Scenario = {
  id: 'rule-initiated-rail',
  covers: ['initiated-rail'],
  async run({ check }) {
    const rule = 'initiated-rail';
    await check(rule, 'a card payment processed as an airtime debit is refused', async (ctx) => {
      const msisdn = ctx.config.numbers.prepaid;
      const gateway = await cardGateway(ctx);
      const id = await initiated(ctx, msisdn, { paymentMode: 'PG', paymentGateway: gateway });
      const ex = await ctx.call('process', { data: processing(id, 'AIRTIME', msisdn) });
      expectRefused(ex, ctx.rule(rule), { http: 403 });
    });
  },
};

const payerIsInitiatedRule: Scenario = {
  id: 'rule-payer-is-initiated',
  covers: ['payer-is-initiated'],
  async run({ check }) {
    const rule = 'payer-is-initiated';
    await check(rule, 'an M-Pesa payment processed from another line is refused', async (ctx) => {
      const { prepaid, otherPrepaid } = ctx.config.numbers;
      ctx.requirePayments(prepaid, otherPrepaid);
      const id = await initiated(ctx, prepaid, { paymentMode: 'MPESA' });
      const ex = await ctx.call('process', { data: processing(id, 'MPESA', otherPrepaid) });
      expectRefused(ex, ctx.rule(rule), { http: 403 });
    });
  },
};

const otpBeforeDebitRule: Scenario = {
  id: 'rule-otp-before-debit',
  covers: ['otp-before-debit'],
  async run({ check }) {
    const rule = 'otp-before-debit';
    await check(
      rule,
      'an airtime payment through the plain process call is refused',
      async (ctx) => {
        const msisdn = ctx.config.numbers.prepaid;
        const id = await initiated(ctx, msisdn, {});
        const ex = await ctx.call('process', { data: processing(id, 'AIRTIME', msisdn) });
        expectRefused(ex, ctx.rule(rule), { http: 401 });
      },
    );
    await check(rule, 'a PIN sent through the plain process call is refused', async (ctx) => {
      const msisdn = ctx.config.numbers.prepaid;
      const mode = await walletMode(ctx);
      const id = await initiated(ctx, msisdn, { paymentMode: mode });
      const data = { ...processing(id, mode, msisdn), amPin: await encryptedPin(ctx, '0000') };
      expectRefused(await ctx.call('process', { data }), ctx.rule(rule), { http: 401 });
    });
  },
};

const pinRequiredRule: Scenario = {
  id: 'rule-pin-required',
  covers: ['pin-required'],
  async run({ check }) {
    const rule = 'pin-required';
    await check(
      rule,
      'a mobile-money payment processed without its PIN is refused',
      async (ctx) => {
        ctx.requirePayments(ctx.config.numbers.prepaid);
        if (!(await portalSettings(ctx)).enableAmPin)
          throw new SkipCheck(
            'enableAmPin is off in this environment: a process call without a PIN would be the push payment',
          );
        const msisdn = ctx.config.numbers.prepaid;
        const mode = await walletMode(ctx);
        const id = await initiated(ctx, msisdn, { paymentMode: mode });
        const ex = await ctx.call('process', { data: processing(id, mode, msisdn) });
        expectRefused(ex, ctx.rule(rule), { http: 200, statusCode: '400' });
      },
    );
  },
};

/** PIN tries a wallet has (the spec's 5). */
const PIN_TRIES = 5;

const pinAttemptsRule: Scenario = {
  id: 'rule-pin-attempts',
  covers: ['pin-attempts'],
  async run({ check }) {
    const rule = 'pin-attempts';
    const paid = await check(
      rule,
      `a wrong PIN is refused with ${PIN_TRIES - 1} tries left`,
      async (ctx) => {
        const pin = ctx.config.wallet.pin;
        if (pin === null) throw new SkipCheck('no wallet.pin in the environment file');
        const msisdn = ctx.config.numbers.otherPrepaid;
        ctx.requirePayments(msisdn);
        const mode = await walletMode(ctx);
        const token = await paymentToken(ctx, msisdn);
        const id = await initiated(ctx, msisdn, { paymentMode: mode }, token);
        const wrong = pin === '0000' ? '9999' : '0000';
        const pay = async (withPin: string) =>
          ctx.call('authProcess', {
            data: { ...processing(id, mode, msisdn), amPin: await encryptedPin(ctx, withPin) },
            headers: { authorization: token.authorization },
          });
        const ex = await pay(wrong);
        expectRefused(ex, ctx.rule(rule), { http: 200, statusCode: '1004' });
        const left = (envelopeOf(ex).result as { attemptsLeft?: unknown } | undefined)
          ?.attemptsLeft;
        expectThat(left === PIN_TRIES - 1, `attemptsLeft ${PIN_TRIES - 1}`, String(left), ex);
        return { pay, pin };
      },
    );
    // The right PIN resets the wallet's count, so the next run starts from 5 again.
    await check(rule, 'the right PIN then pays', async () => {
      const ex = await paid.pay(paid.pin);
      const status = textField(ex, expectSuccess(ex), 'transactionStatus');
      expectThat(['SUCCESS', 'IN_PROCESS'].includes(status), 'SUCCESS (or IN_PROCESS)', status, ex);
    });
  },
};

const airtimeBalanceRule: Scenario = {
  id: 'rule-airtime-balance',
  covers: ['airtime-balance'],
  async run({ check }) {
    const rule = 'airtime-balance';
    await check(rule, 'an airtime payment above the balance is refused', async (ctx) => {
      const msisdn = ctx.config.numbers.lowAirtime;
      if (msisdn === null) throw new SkipCheck('no numbers.lowAirtime in the environment file');
      ctx.requirePayments(msisdn);
      const token = await paymentToken(ctx, msisdn);
      const id = await initiated(ctx, msisdn, {}, token);
      const ex = await ctx.call('authProcess', {
        data: processing(id, 'AIRTIME', msisdn),
        headers: { authorization: token.authorization },
      });
      expectRefused(ex, ctx.rule(rule), { http: 200, statusCode: '1005' });
    });
  },
};

const mpesaApprovalRule: Scenario = {
  id: 'rule-mpesa-approval',
  covers: ['mpesa-approval'],
  async run({ check }) {
    const rule = 'mpesa-approval';
    const waiting = await check(
      rule,
      "an M-Pesa payment waits for the payer's phone",
      async (ctx) => {
        const msisdn = ctx.config.numbers.mpesaNoAnswer;
        if (msisdn === null)
          throw new SkipCheck('no numbers.mpesaNoAnswer in the environment file');
        const id = await initiated(ctx, msisdn, { paymentMode: 'MPESA' });
        const ex = await ctx.call('process', { data: processing(id, 'MPESA', msisdn) });
        const status = textField(ex, expectSuccess(ex), 'transactionStatus');
        expectThat(status === 'IN_PROCESS', 'transactionStatus IN_PROCESS', status, ex);
        return id;
      },
    );
    await check(
      rule,
      'while it waits, status says IN_PROCESS and fetch REQUEST_REGISTERED',
      async (ctx) => {
        const status = await ctx.call('status', { query: { tid: waiting } });
        const s = textField(status, expectSuccess(status), 'transactionStatus');
        expectThat(s === 'IN_PROCESS', 'status: IN_PROCESS', s, status);
        const fetched = await ctx.call('fetch', { query: { txnId: waiting } });
        const f = textField(fetched, expectSuccess(fetched), 'transactionStatus');
        expectThat(f === 'REQUEST_REGISTERED', 'fetch: REQUEST_REGISTERED', f, fetched);
      },
    );
  },
};

export const processRules: readonly Scenario[] = [
  initiatedRailRule,
  payerIsInitiatedRule,
  otpBeforeDebitRule,
  pinRequiredRule,
  pinAttemptsRule,
  airtimeBalanceRule,
  mpesaApprovalRule,
];
