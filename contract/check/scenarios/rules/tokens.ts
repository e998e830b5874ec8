/**
 * Who may pay (API-8, docs/sandbox.md "Who pays"): the auth variants of initiate and process need
 * a verified OTP's token (`token-required`), and that token must speak for the paying line
 * (`token-payer`). Payment calls: they run only with `payments.allowed` and test numbers.
 */
import type { CheckContext, Scenario } from '../../checks.ts';
import { expectRefused, expectSuccess, textField } from '../../expect.ts';
import { initiation, processing } from '../payloads.ts';
import { amountBounds, otherLineToken } from '../steps.ts';

/** An airtime recharge of the minimum from the prepaid test line, as the portal initiates it. */
async function airtime(ctx: CheckContext, uniqueCode?: string): Promise<Record<string, unknown>> {
  const msisdn = ctx.config.numbers.prepaid;
  ctx.requirePayments(msisdn);
  return initiation({
    msisdn,
    amount: (await amountBounds(ctx)).preMinAmnt,
    transactionType: 'PREPAID_RECHARGE',
    paymentMode: 'AIRTIME',
    txnId: ctx.freshKey(),
    ...(uniqueCode ? { uniqueCode } : {}),
  });
}

/** An airtime transaction of the prepaid line initiated without a token (nothing is paid yet). */
async function unpaidTransaction(ctx: CheckContext): Promise<string> {
  const ex = await ctx.call('initiate', { data: await airtime(ctx) });
  return textField(ex, expectSuccess(ex), 'transactionId');
}

const tokenRequiredRule: Scenario = {
  id: 'rule-token-required',
  covers: ['token-required'],
  async run({ check }) {
    const rule = 'token-required';
    const refusal = { http: 401 };
    await check(rule, 'auth/initiate without an Authorization token is refused', async (ctx) => {
      const ex = await ctx.call('authInitiate', { data: await airtime(ctx), deliberate: true });
      expectRefused(ex, ctx.rule(rule), refusal);
    });
    await check(rule, 'auth/initiate with a token nobody issued is refused', async (ctx) => {
      const ex = await ctx.call('authInitiate', {
        data: await airtime(ctx),
        headers: { authorization: 'Bearer not-a-token-of-this-service' },
        deliberate: true,
      });
      expectRefused(ex, ctx.rule(rule), refusal);
    });
    await check(rule, 'auth/process without an Authorization token is refused', async (ctx) => {
      const id = await unpaidTransaction(ctx);
      const ex = await ctx.call('authProcess', {
        data: processing(id, 'AIRTIME', ctx.config.numbers.prepaid),
        deliberate: true,
      });
      expectRefused(ex, ctx.rule(rule), refusal);
    });
  },
};

const tokenPayerRule: Scenario = {
  id: 'rule-token-payer',
  covers: ['token-payer'],
  async run({ check }) {
    const rule = 'token-payer';
    const refusal = { http: 403 };
    const other = async (ctx: CheckContext) => {
      ctx.requirePayments(ctx.config.numbers.prepaid, ctx.config.numbers.otherPrepaid);
      return otherLineToken(ctx);
    };
    await check(rule, "another line's token cannot initiate this line's payment", async (ctx) => {
      const token = await other(ctx);
      const ex = await ctx.call('authInitiate', {
        data: await airtime(ctx, token.uniqueCode),
        headers: { authorization: token.authorization },
      });
      expectRefused(ex, ctx.rule(rule), refusal);
    });
    await check(rule, "another line's token cannot process this line's payment", async (ctx) => {
      const token = await other(ctx);
      const id = await unpaidTransaction(ctx);
      const ex = await ctx.call('authProcess', {
        data: processing(id, 'AIRTIME', ctx.config.numbers.prepaid),
        headers: { authorization: token.authorization },
      });
      expectRefused(ex, ctx.rule(rule), refusal);
    });
  },
};

export const tokenRules: readonly Scenario[] = [tokenRequiredRule, tokenPayerRule];
