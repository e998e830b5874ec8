/**
 * What the line and account lookups refuse (REC-4, REC-5, BILL-7, BB-1, CONSENT-6, CONSENT-10):
 * a number that is no mobile number, an unknown request type, a line that is not a broadband
 * line, an account number that is not the line's (and five of them in a row), a bill OTP that
 * is no live verified one, a fixed-internet account without its e-mail, a balance without a
 * verified OTP of that very line.
 */
import type { CheckContext, Scenario } from '../../checks.ts';
import { expectRefused, expectSuccess, expectThat } from '../../expect.ts';
import { bodyText, describeAnswer } from '../../exchange.ts';
import { lineOf } from '../portal.ts';
import { otherLineToken } from '../steps.ts';

const numberValidationRule: Scenario = {
  id: 'rule-number-validation',
  covers: ['number-validation'],
  async run({ check }) {
    const rule = 'number-validation';
    const refusal = { http: 200, statusCode: '400' };
    await check(rule, 'a number the operator refuses is Invalid Mobile No', async (ctx) => {
      const ex = await ctx.call('validateNumber', { data: lineOf(ctx.config.numbers.unknown) });
      expectRefused(ex, ctx.rule(rule), refusal);
    });
    await check(rule, 'text that is no mobile number is Invalid Mobile No', async (ctx) => {
      const ex = await ctx.call('lineType', { data: { msisdn: 'not-a-number' } });
      expectRefused(ex, ctx.rule(rule), refusal);
    });
    await check(rule, 'the line written with 255 in front is the same line', async (ctx) => {
      const msisdn = `255${ctx.config.numbers.prepaid}`;
      const ex = await ctx.call('validateNumber', { data: lineOf(msisdn) });
      expectThat(expectSuccess(ex) === 'PREPAID', "result 'PREPAID'", bodyText(ex.body), ex);
    });
  },
};

const numberRequestTypeRule: Scenario = {
  id: 'rule-number-request-type',
  covers: ['number-request-type'],
  async run({ check }) {
    const rule = 'number-request-type';
    await check(rule, 'a request type other than HYBRID_POSTPAID_CHECK is refused', async (ctx) => {
      const ex = await ctx.call('validateNumber', {
        data: lineOf(ctx.config.numbers.prepaid, false, 'GIFT_CHECK'),
        deliberate: true,
      });
      expectRefused(ex, ctx.rule(rule), { http: 200, statusCode: '400' });
    });
  },
};

const broadbandLineRule: Scenario = {
  id: 'rule-broadband-line-check',
  covers: ['broadband-line-check'],
  async run({ check }) {
    const rule = 'broadband-line-check';
    await check(rule, 'checkIfBroadband refuses a handset line', async (ctx) => {
      const ex = await ctx.call('validateNumber', {
        data: lineOf(ctx.config.numbers.prepaid, true),
      });
      expectRefused(ex, ctx.rule(rule), { http: 200, statusCode: 'NOT_BROADBAND' });
    });
    await check(rule, 'checkIfBroadband accepts the broadband line', async (ctx) => {
      expectSuccess(
        await ctx.call('validateNumber', { data: lineOf(ctx.config.numbers.broadband, true) }),
      );
    });
  },
};

/** The postpaid line's account number with its last digit changed. */
const otherAccount = (ctx: CheckContext) =>
  ctx.config.numbers.postpaidAccount.replace(/\d$/, (d) => String((Number(d) + 1) % 10));

const accountNumberMatchRule: Scenario = {
  id: 'rule-account-number-match',
  covers: ['account-number-match'],
  async run({ check }) {
    const rule = 'account-number-match';
    const refusal = { http: 200, statusCode: '60119' };
    await check(rule, "another account number is not the line's", async (ctx) => {
      const ex = await ctx.call('validateAccount', {
        data: { msisdn: ctx.config.numbers.postpaid, accountNo: otherAccount(ctx) },
      });
      expectRefused(ex, ctx.rule(rule), refusal);
    });
    await check(rule, 'the bill by another account number is refused too', async (ctx) => {
      const ex = await ctx.call('bill', {
        data: { msisdn: ctx.config.numbers.postpaid, accountNo: otherAccount(ctx) },
      });
      expectRefused(ex, ctx.rule(rule), refusal);
    });
    // The right one clears this client's count of wrong account numbers (account-attempts).
    await check(rule, "the line's own account number is then accepted", async (ctx) => {
      const { postpaid, postpaidAccount } = ctx.config.numbers;
      expectSuccess(
        await ctx.call('validateAccount', {
          data: { msisdn: postpaid, accountNo: postpaidAccount },
        }),
      );
    });
  },
};

/** Wrong account numbers in a row that lock the lookup (CONSENT-10). */
const ACCOUNT_WRONG_LIMIT = 5;

const accountAttemptsRule: Scenario = {
  id: 'rule-account-attempts',
  covers: ['account-attempts'],
  async run({ check }) {
    const rule = 'account-attempts';
    await check(
      rule,
      `${ACCOUNT_WRONG_LIMIT} wrong account numbers in a row are each answered`,
      async (ctx) => {
        for (let n = 1; n <= ACCOUNT_WRONG_LIMIT; n += 1) {
          const ex = await ctx.call('validateAccount', {
            data: { msisdn: ctx.config.numbers.postpaid, accountNo: otherAccount(ctx) },
          });
          expectThat(
            ex.status === 200,
            `wrong account number ${n} of ${ACCOUNT_WRONG_LIMIT} answered (60119)`,
            `${describeAnswer(ex)}${n === 1 && ex.status === 429 ? ': this client was locked before the run (an earlier run within 15 minutes)' : ''}`,
            ex,
          );
        }
      },
    );
    await check(rule, 'then even the right account number is refused', async (ctx) => {
      const { postpaid, postpaidAccount } = ctx.config.numbers;
      const ex = await ctx.call('validateAccount', {
        data: { msisdn: postpaid, accountNo: postpaidAccount },
      });
      expectRefused(ex, ctx.rule(rule), { http: 429 });
    });
  },
};

const billOtpSessionRule: Scenario = {
  id: 'rule-bill-otp-session',
  covers: ['bill-otp-session'],
  async run({ check }) {
    const rule = 'bill-otp-session';
    await check(
      rule,
      'a bill by an otpId that names no verified bill code is refused',
      async (ctx) => {
        const ex = await ctx.call('bill', {
          data: { msisdn: ctx.config.numbers.postpaid, otpId: `CHECK-${ctx.freshKey()}` },
        });
        expectRefused(ex, ctx.rule(rule), { http: 200, statusCode: '4001' });
      },
    );
  },
};

const invoiceAccountRule: Scenario = {
  id: 'rule-invoice-account',
  covers: ['invoice-account'],
  async run({ check }) {
    const rule = 'invoice-account';
    const lookup = (ctx: CheckContext, accountNo: string, email: string, deliberate = false) =>
      ctx.call('openInvoices', { data: { accountNo, contactPersonEmailId: email }, deliberate });
    await check(rule, 'an account number of the wrong form is refused (400)', async (ctx) => {
      const ex = await lookup(ctx, 'AB12', ctx.config.fixedInternet.email, true);
      expectRefused(ex, undefined, { http: 200, statusCode: '400' });
    });
    await check(rule, 'an account the operator does not have is refused (404)', async (ctx) => {
      const ex = await lookup(ctx, 'PE9999999999', ctx.config.fixedInternet.email);
      expectRefused(ex, undefined, { http: 200, statusCode: '404' });
    });
    await check(rule, "an e-mail that is not the account's is refused", async (ctx) => {
      const ex = await lookup(ctx, ctx.config.fixedInternet.account, 'someone.else@example.com');
      expectRefused(ex, ctx.rule(rule), { http: 200, statusCode: '403' });
    });
    // The right pair clears this client's count of wrong lookups (account-attempts).
    await check(rule, 'the account with its own e-mail is then answered', async (ctx) => {
      const { account, email } = ctx.config.fixedInternet;
      expectSuccess(await lookup(ctx, account, email));
    });
  },
};

const balanceOtpRule: Scenario = {
  id: 'rule-balance-otp',
  covers: ['balance-otp'],
  async run({ check }) {
    const rule = 'balance-otp';
    const query = (ctx: CheckContext, uniqueCode?: string) =>
      ctx.call('queryBalance', {
        data: { msisdn: ctx.config.numbers.broadband, ...(uniqueCode ? { uniqueCode } : {}) },
        deliberate: uniqueCode === undefined,
      });
    await check(rule, 'a balance without a uniqueCode is refused', async (ctx) => {
      expectRefused(await query(ctx), ctx.rule(rule), { http: 401 });
    });
    await check(rule, 'a uniqueCode nobody was given is refused', async (ctx) => {
      const ex = await query(ctx, `CHECK-${ctx.freshKey()}`);
      expectRefused(ex, undefined, { http: 200, statusCode: '4001' });
    });
    await check(rule, "another line's uniqueCode is refused", async (ctx) => {
      const { uniqueCode } = await otherLineToken(ctx);
      expectRefused(await query(ctx, uniqueCode), undefined, { http: 200, statusCode: '4001' });
    });
  },
};

export const lineRules: readonly Scenario[] = [
  numberValidationRule,
  numberRequestTypeRule,
  broadbandLineRule,
  accountNumberMatchRule,
  billOtpSessionRule,
  invoiceAccountRule,
  balanceOtpRule,
];

/** Runs after every postpaid lookup of the run: it leaves this client's lookups locked. */
export const lockingLineRules: readonly Scenario[] = [accountAttemptsRule];
