/**
 * What an initiation must be (issue 13 item 3, issue 30 item 1): a typed amount within the
 * config's bounds (`amount-bounds`), a bundle at its catalogue price (`catalogue-price`), and one
 * transaction per idempotency key (`idempotent-txnid`). Checked on card initiations, which move
 * no money until the card holder decides at the gateway; still payment calls, so they run only
 * with `payments.allowed` and the environment's test numbers.
 */
import type { CheckContext, Scenario } from '../../checks.ts';
import { expectRefused, expectSuccess, expectThat, textField } from '../../expect.ts';
import { bodyText, envelopeOf } from '../../exchange.ts';
import { initiation, type PaymentParts } from '../payloads.ts';
import { amountBounds, bundlePrice, cardGateway } from '../steps.ts';

/** The refusal of an initiation that breaks a price rule: in the envelope, code 400. */
const PRICE_REFUSAL = { http: 200, statusCode: '400' };

/** A card initiation from the prepaid test line, `change`d. */
async function cardInitiation(
  ctx: CheckContext,
  change: Partial<PaymentParts>,
): Promise<Record<string, unknown>> {
  const msisdn = ctx.config.numbers.prepaid;
  ctx.requirePayments(msisdn);
  return initiation({
    msisdn,
    amount: (await amountBounds(ctx)).preMinAmnt,
    transactionType: 'PREPAID_RECHARGE',
    paymentMode: 'PG',
    paymentGateway: await cardGateway(ctx),
    txnId: ctx.freshKey(),
    ...change,
  });
}

const amountBoundsRule: Scenario = {
  id: 'rule-amount-bounds',
  covers: ['amount-bounds'],
  async run({ check }) {
    const rule = 'amount-bounds';
    await check(rule, 'a recharge one shilling below the minimum is refused', async (ctx) => {
      const { preMinAmnt } = await amountBounds(ctx);
      const data = await cardInitiation(ctx, { amount: preMinAmnt - 1 });
      expectRefused(await ctx.call('initiate', { data }), ctx.rule(rule), PRICE_REFUSAL);
    });
    await check(rule, 'a recharge one shilling above the maximum is refused', async (ctx) => {
      const { preMaxAmnt } = await amountBounds(ctx);
      const data = await cardInitiation(ctx, { amount: preMaxAmnt + 1 });
      expectRefused(await ctx.call('initiate', { data }), ctx.rule(rule), PRICE_REFUSAL);
    });
    await check(rule, 'a recharge of the minimum itself is accepted', async (ctx) => {
      const ex = await ctx.call('initiate', { data: await cardInitiation(ctx, {}) });
      textField(ex, expectSuccess(ex), 'transactionId');
    });
  },
};

const cataloguePriceRule: Scenario = {
  id: 'rule-catalogue-price',
  covers: ['catalogue-price'],
  async run({ check }) {
    const rule = 'catalogue-price';
    const bundle = (ctx: CheckContext, amount: number, productCode: string) =>
      cardInitiation(ctx, { amount, productCode, transactionType: 'PREPAID_BUNDLES' });
    await check(
      rule,
      'a bundle at one shilling over its catalogue price is refused',
      async (ctx) => {
        const { productCode, price } = await bundlePrice(ctx);
        const data = await bundle(ctx, price + 1, productCode);
        expectRefused(await ctx.call('initiate', { data }), ctx.rule(rule), PRICE_REFUSAL);
      },
    );
    await check(rule, 'a bundle at its catalogue price is accepted', async (ctx) => {
      const { productCode, price } = await bundlePrice(ctx);
      const ex = await ctx.call('initiate', { data: await bundle(ctx, price, productCode) });
      textField(ex, expectSuccess(ex), 'transactionId');
    });
  },
};

const idempotentTxnIdRule: Scenario = {
  id: 'rule-idempotent-txnid',
  covers: ['idempotent-txnid'],
  async run({ check }) {
    const rule = 'idempotent-txnid';
    const first = await check(
      rule,
      'the same payment again with its txnId answers the same transactionId',
      async (c) => {
        const data = await cardInitiation(c, {});
        const one = await c.call('initiate', { data });
        const id = textField(one, expectSuccess(one), 'transactionId');
        const again = await c.call('initiate', { data });
        const replayed = textField(again, expectSuccess(again), 'transactionId');
        expectThat(replayed === id, `transactionId ${id} again`, replayed, again);
        return { data, id };
      },
    );
    await check(rule, 'a different payment with that txnId is refused', async (c) => {
      const data = { ...first.data, amount: Number(first.data.amount) + 1 };
      const ex = await c.call('initiate', { data });
      expectRefused(ex, c.rule(rule), { http: 200, statusCode: '409' });
      expectThat(
        envelopeOf(ex).result === undefined,
        'no result',
        bodyText(envelopeOf(ex).result),
        ex,
      );
    });
  },
};

/** A refused initiation of `data`, for the rule `rule`. */
async function refusedInitiation(
  ctx: CheckContext,
  rule: string,
  data: Record<string, unknown>,
): Promise<void> {
  expectRefused(
    await ctx.call('initiate', { data, deliberate: true }),
    ctx.rule(rule),
    PRICE_REFUSAL,
  );
}

const amountFormRule: Scenario = {
  id: 'rule-amount-form',
  covers: ['amount-form'],
  async run({ check }) {
    const rule = 'amount-form';
    await check(rule, 'a conversion of an amount written as text is refused', async (ctx) => {
      const ex = await ctx.call('exchangeRate', {
        data: { fromCurrency: 'USD', toCurrency: 'CDF', amount: '10' },
        deliberate: true,
      });
      expectRefused(ex, ctx.rule(rule), PRICE_REFUSAL);
    });
    await check(rule, 'an initiation of an amount written as text is refused', async (ctx) => {
      const data = await cardInitiation(ctx, {});
      await refusedInitiation(ctx, rule, { ...data, amount: String(data.amount) });
    });
    await check(rule, 'an initiation of TZS with cents is refused', async (ctx) => {
      const data = await cardInitiation(ctx, {});
      await refusedInitiation(ctx, rule, { ...data, amount: Number(data.amount) + 0.5 });
    });
  },
};

const transactionTypesRule: Scenario = {
  id: 'rule-transaction-types',
  covers: ['transaction-types'],
  async run({ check }) {
    const rule = 'transaction-types';
    await check(rule, 'a transaction type the spec does not name is refused', async (ctx) => {
      const data = await cardInitiation(ctx, {});
      await refusedInitiation(ctx, rule, { ...data, transactionType: 'GIFT_CARD' });
    });
  },
};

const currenciesRule: Scenario = {
  id: 'rule-currencies',
  covers: ['currencies'],
  async run({ check }) {
    const rule = 'currencies';
    await check(rule, 'a currency other than TZS, USD or CDF is refused', async (ctx) => {
      const data = await cardInitiation(ctx, {});
      await refusedInitiation(ctx, rule, { ...data, currencyCode: 'EUR' });
    });
    await check(rule, 'an airtime payment in USD is refused', async (ctx) => {
      const data = await cardInitiation(ctx, { paymentMode: 'AIRTIME' });
      const { paymentGateway: _gateway, emailId: _email, ...airtime } = data;
      await refusedInitiation(ctx, rule, { ...airtime, currencyCode: 'USD', amount: 10 });
    });
  },
};

const operatorRecordsRule: Scenario = {
  id: 'rule-operator-records',
  covers: ['operator-records'],
  async run({ check }) {
    const rule = 'operator-records';
    await check(rule, 'a recharge naming an account id is refused', async (ctx) => {
      const data = await cardInitiation(ctx, {});
      await refusedInitiation(ctx, rule, { ...data, accountId: ctx.config.fixedInternet.account });
    });
    await check(rule, 'a recharge naming an invoice number is refused', async (ctx) => {
      const data = await cardInitiation(ctx, {});
      await refusedInitiation(ctx, rule, { ...data, invoiceNumber: 'INV-CHECK-1' });
    });
  },
};

const oneRailRule: Scenario = {
  id: 'rule-one-rail',
  covers: ['one-rail'],
  async run({ check }) {
    const rule = 'one-rail';
    await check(rule, 'a payment mode the service does not know is refused', async (ctx) => {
      const data = await cardInitiation(ctx, {});
      await refusedInitiation(ctx, rule, { ...data, paymentMode: 'BARTER' });
    });
    await check(rule, 'a card payment without its gateway is refused', async (ctx) => {
      const { paymentGateway: _gateway, ...data } = await cardInitiation(ctx, {});
      await refusedInitiation(ctx, rule, data);
    });
  },
};

export const paymentRules: readonly Scenario[] = [
  amountFormRule,
  amountBoundsRule,
  cataloguePriceRule,
  idempotentTxnIdRule,
  transactionTypesRule,
  currenciesRule,
  operatorRecordsRule,
  oneRailRule,
];
