/**
 * Payments as the portal makes them (PAY-1, PAY-8, PAY-9, PAY-10, WAL-15, ROUTE-15): the options
 * offered, a card payment started and sent to its gateway, an airtime payment behind a verified
 * OTP, the status and fetch of a transaction, the card gateway's return. The payment calls pass
 * the payment guard (paymentGuard.ts): without `payments.allowed` they are SKIP, and the status
 * reads are checked on an unknown transaction instead.
 */
import { randomUUID } from 'node:crypto';
import type { CheckContext, Scenario } from '../checks.ts';
import { expectRefused, expectSuccess, expectThat, textField } from '../expect.ts';
import { bodyText, envelopeOf } from '../exchange.ts';
import { initiation, processing } from './payloads.ts';
import { amountBounds, cardGateway, paymentToken } from './steps.ts';

/** The gateway's return (ROUTE-15): the operationId the document gives it. */
export const PG_CALLBACK = 'pgCallback';

const paymentOptions: Scenario = {
  id: 'payment-options',
  covers: ['paymentOptions'],
  async run({ check }) {
    await check('paymentOptions', 'the payment options include a card gateway', cardGateway);
  },
};

const exchangeRate: Scenario = {
  id: 'exchange-rate',
  covers: ['exchangeRate'],
  async run({ check }) {
    await check('exchangeRate', 'USD 10 converts to CDF', async (ctx) => {
      const ex = await ctx.call('exchangeRate', {
        data: { fromCurrency: 'USD', toCurrency: 'CDF', amount: 10 },
      });
      const result = expectSuccess<{ convertedAmount?: unknown }>(ex);
      expectThat(
        typeof result?.convertedAmount === 'number' && result.convertedAmount > 0,
        'a positive result.convertedAmount',
        bodyText(result),
        ex,
      );
    });
  },
};

/** A transaction's status as status or fetch answers it. */
async function statusOf(
  ctx: CheckContext,
  operationId: 'status' | 'fetch',
  id: string,
): Promise<string> {
  const ex = await ctx.call(operationId, {
    query: operationId === 'status' ? { tid: id } : { txnId: id },
  });
  const result = expectSuccess(ex);
  expectThat(
    textField(ex, result, 'transactionId') === id,
    `transactionId ${id}`,
    bodyText(result),
    ex,
  );
  return textField(ex, result, 'transactionStatus');
}

const cardPayment: Scenario = {
  id: 'card-payment',
  covers: [
    'initiate',
    'process',
    'status',
    'fetch',
    PG_CALLBACK,
    'process-once',
    'callback-never-settles',
  ],
  async run({ check, ctx }) {
    const msisdn = ctx.config.numbers.prepaid;
    const { id, gateway } = await check(
      'initiate',
      'a card recharge of the minimum amount is initiated',
      async (c) => {
        c.requirePayments(msisdn);
        const gateway = await cardGateway(c);
        const data = initiation({
          msisdn,
          amount: (await amountBounds(c)).preMinAmnt,
          transactionType: 'PREPAID_RECHARGE',
          paymentMode: 'PG',
          paymentGateway: gateway,
          txnId: c.freshKey(),
        });
        const ex = await c.call('initiate', { data });
        return { id: textField(ex, expectSuccess(ex), 'transactionId'), gateway };
      },
    );
    await check('process', 'processing it hands the payer to the card gateway', async (c) => {
      const ex = await c.call('process', {
        data: processing(id, 'PG', msisdn, { paymentGateway: gateway }),
      });
      textField(ex, expectSuccess(ex), 'redirectUrl');
    });
    await check(
      'process-once',
      'processing it again moves nothing: ALREADY_PROCESSED',
      async (c) => {
        const ex = await c.call('process', {
          data: processing(id, 'PG', msisdn, { paymentGateway: gateway }),
        });
        const status = textField(ex, expectSuccess(ex), 'transactionStatus');
        expectThat(
          status === 'ALREADY_PROCESSED',
          'transactionStatus ALREADY_PROCESSED',
          status,
          ex,
        );
      },
    );
    await check('status', 'its status is not final before the card holder decides', async (c) => {
      const status = await statusOf(c, 'status', id);
      expectThat(
        !['SUCCESS', 'FAILED'].includes(status),
        'a status other than SUCCESS or FAILED',
        status,
      );
    });
    await check('fetch', 'the status page fetches it by its id', async (c) => {
      await statusOf(c, 'fetch', id);
    });
    await check(PG_CALLBACK, "the gateway's return leads to the status page", async (c) => {
      const ex = await c.call(PG_CALLBACK, {
        query: { txref: id, PnrID: 'PNR-CHECK', status: 'success' },
      });
      expectThat(
        ex.status >= 300 && ex.status < 400,
        'a redirect (HTTP 3xx)',
        `HTTP ${ex.status}`,
        ex,
      );
    });
    await check('callback-never-settles', 'a return saying success settles nothing', async (c) => {
      const status = await statusOf(c, 'status', id);
      expectThat(status !== 'SUCCESS', 'the payment still not SUCCESS', status);
    });
  },
};

const airtimePayment: Scenario = {
  id: 'airtime-payment',
  covers: ['authInitiate', 'authProcess', 'one-otp-one-payment'],
  async run({ check, ctx }) {
    const msisdn = ctx.config.numbers.prepaid;
    const token = await check(
      'authInitiate',
      'an airtime payment is initiated behind its OTP',
      async (c) => {
        c.requirePayments(msisdn);
        const { preMinAmnt } = await amountBounds(c);
        const t = await paymentToken(c, msisdn);
        const data = initiation({
          msisdn,
          amount: preMinAmnt,
          transactionType: 'PREPAID_RECHARGE',
          paymentMode: 'AIRTIME',
          uniqueCode: t.uniqueCode,
          txnId: c.freshKey(),
        });
        const ex = await c.call('authInitiate', {
          data,
          headers: { authorization: t.authorization },
        });
        return { ...t, id: textField(ex, expectSuccess(ex), 'transactionId') };
      },
    );
    await check('authProcess', 'processing it with the same token pays it', async (c) => {
      const ex = await c.call('authProcess', {
        data: processing(token.id, 'AIRTIME', msisdn),
        headers: { authorization: token.authorization },
      });
      const status = textField(ex, expectSuccess(ex), 'transactionStatus');
      expectThat(
        ['SUCCESS', 'IN_PROCESS'].includes(status),
        'transactionStatus SUCCESS (or IN_PROCESS)',
        status,
        ex,
      );
    });
    await check(
      'one-otp-one-payment',
      'the token that paid cannot start a second payment',
      async (c) => {
        const data = initiation({
          msisdn,
          amount: (await amountBounds(c)).preMinAmnt,
          transactionType: 'PREPAID_RECHARGE',
          paymentMode: 'AIRTIME',
          uniqueCode: token.uniqueCode,
          txnId: c.freshKey(),
        });
        const ex = await c.call('authInitiate', {
          data,
          headers: { authorization: token.authorization },
        });
        expectRefused(ex, c.rule('one-otp-one-payment'), { http: 403 });
      },
    );
  },
};

const unknownTransaction: Scenario = {
  id: 'unknown-transaction',
  covers: ['status', 'fetch', PG_CALLBACK],
  async run({ check }) {
    const unknown = `CHECK-${randomUUID()}`;
    for (const operationId of ['status', 'fetch'] as const)
      await check(
        operationId,
        'an unknown transaction id is a failure, not a transaction',
        async (ctx) => {
          const ex = await ctx.call(operationId, {
            query: operationId === 'status' ? { tid: unknown } : { txnId: unknown },
          });
          expectThat(
            envelopeOf(ex).status === 'failure' && envelopeOf(ex).result === undefined,
            "status 'failure' and no result",
            bodyText(ex.body),
            ex,
          );
        },
      );
    await check(PG_CALLBACK, 'a return for an unknown transaction is refused', async (ctx) => {
      const ex = await ctx.call(PG_CALLBACK, {
        query: { txref: unknown, PnrID: 'PNR-CHECK', status: 'success' },
      });
      // The refusal callback-never-settles names.
      expectRefused(ex, ctx.rule('callback-never-settles'), { http: 404 });
    });
  },
};

export const transactionScenarios: readonly Scenario[] = [
  paymentOptions,
  exchangeRate,
  cardPayment,
  airtimePayment,
  unknownTransaction,
];
