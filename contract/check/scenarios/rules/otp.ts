/**
 * The OTP limits every family keeps (docs/sandbox.md "OTP limits, lockout and expiry"): so many
 * codes per line within the window (`otp-send-limit`), so many wrong codes before the line's
 * verification locks (`otp-verify-attempts`), a code that expires (`otp-expiry`, which needs
 * minutes: run with --slow). Each uses a line the environment file gives over to it, because the
 * line stays over its limit or locked afterwards (on the sandbox until a reset).
 */
import { SkipCheck, type CheckContext, type Scenario } from '../../checks.ts';
import { expectFailure, expectRefused, expectThat } from '../../expect.ts';
import { bodyText, describeAnswer, envelopeOf } from '../../exchange.ts';
import { sandboxSms } from '../../sandboxControl.ts';
import { initiation } from '../payloads.ts';
import { amountBounds, paymentToken, sendPaymentOtp } from '../steps.ts';

/** The hint when a line is already over its limit or locked before the run starts. */
const LEFTOVER =
  'an earlier run within the window (wait it out, reset the sandbox, or name a fresh line in the environment file)';

const otpSendLimitRule: Scenario = {
  id: 'rule-otp-send-limit',
  covers: ['otp-send-limit'],
  async run({ check }) {
    const rule = 'otp-send-limit';
    await check(rule, 'the sends a line is allowed within the window are answered', async (ctx) => {
      const { otpSendLimit: msisdn } = ctx.config.numbers;
      for (let n = 1; n <= ctx.config.otp.sendsPerWindow; n += 1) {
        const ex = await ctx.call('paymentOtpSend', { data: { msisdn } });
        expectThat(
          ex.status === 200 && envelopeOf(ex).status === 'success',
          `send ${n} of ${ctx.config.otp.sendsPerWindow} answered with a refId`,
          `${describeAnswer(ex)}${n === 1 ? `: the line was over its limit before the run, ${LEFTOVER}` : ''}`,
          ex,
        );
      }
    });
    await check(rule, 'the next send to that line is refused', async (ctx) => {
      const ex = await ctx.call('paymentOtpSend', {
        data: { msisdn: ctx.config.numbers.otpSendLimit },
      });
      expectRefused(ex, ctx.rule(rule), { http: 502 });
    });
  },
};

const otpVerifyAttemptsRule: Scenario = {
  id: 'rule-otp-verify-attempts',
  covers: ['otp-verify-attempts'],
  async run({ check }) {
    const rule = 'otp-verify-attempts';
    const refId = await check(
      rule,
      'each wrong code but the last answers 2003 with the attempts left',
      async (ctx) => {
        const { otp, numbers } = ctx.config;
        const id = await sendPaymentOtp(ctx, numbers.otpLock);
        for (let n = 1; n < otp.attempts; n += 1) {
          const ex = await ctx.call('paymentOtpVerify', {
            data: { refId: id, otp: otp.wrongCode },
          });
          expectThat(
            n > 1 || envelopeOf(ex).statusCode !== '2002',
            'statusCode 2003 for the first wrong code',
            `statusCode 2002: the line was locked before the run, ${LEFTOVER}`,
            ex,
          );
          expectFailure(ex, '2003');
          const left = (envelopeOf(ex).result as { attemptsLeft?: unknown } | undefined)
            ?.attemptsLeft;
          if (left !== undefined)
            expectThat(
              left === otp.attempts - n,
              `attemptsLeft ${otp.attempts - n}`,
              bodyText(left),
              ex,
            );
        }
        return id;
      },
    );
    await check(rule, `the last wrong code locks the line`, async (ctx) => {
      const ex = await ctx.call('paymentOtpVerify', {
        data: { refId, otp: ctx.config.otp.wrongCode },
      });
      expectRefused(ex, ctx.rule(rule), { http: 200, statusCode: '2002' });
    });
    await check(rule, 'while locked, even the right code is refused', async (ctx) => {
      const ex = await ctx.call('paymentOtpVerify', {
        data: { refId, otp: ctx.config.otp.correctCode },
      });
      expectRefused(ex, ctx.rule(rule), { http: 200, statusCode: '2002' });
    });
  },
};

const otpExpiryRule: Scenario = {
  id: 'rule-otp-expiry',
  covers: ['otp-expiry'],
  async run({ check }) {
    const rule = 'otp-expiry';
    await check(rule, 'a code is refused once its life is over', async (ctx) => {
      const life = ctx.config.otp.codeLifeSeconds;
      if (!ctx.slow)
        throw new SkipCheck(`needs ${life + 5} s of waiting for a code to expire: run with --slow`);
      const refId = await sendPaymentOtp(ctx, ctx.config.numbers.otherPrepaid);
      await ctx.sleep((life + 5) * 1000);
      const ex = await ctx.call('paymentOtpVerify', {
        data: { refId, otp: ctx.config.otp.correctCode },
      });
      expectRefused(ex, ctx.rule(rule), { http: 200, statusCode: '4001' });
    });
  },
};

const otpSessionLifeRule: Scenario = {
  id: 'rule-otp-session-life',
  covers: ['otp-session-life'],
  async run({ check }) {
    const rule = 'otp-session-life';
    await check(rule, "a token is refused once its session's life is over", async (ctx) => {
      const life = ctx.config.otp.sessionLifeSeconds;
      if (!ctx.slow)
        throw new SkipCheck(`needs ${life + 5} s of waiting for a session to end: run with --slow`);
      const msisdn = ctx.config.numbers.otherPrepaid;
      ctx.requirePayments(msisdn);
      const token = await paymentToken(ctx, msisdn);
      await ctx.sleep((life + 5) * 1000);
      const data = initiation({
        msisdn,
        amount: (await amountBounds(ctx)).preMinAmnt,
        transactionType: 'PREPAID_RECHARGE',
        paymentMode: 'AIRTIME',
        uniqueCode: token.uniqueCode,
        txnId: ctx.freshKey(),
      });
      const ex = await ctx.call('authInitiate', {
        data,
        headers: { authorization: token.authorization },
      });
      expectRefused(ex, ctx.rule(rule), { http: 401 });
    });
  },
};

const otpEmailRecipientRule: Scenario = {
  id: 'rule-otp-email-recipient',
  covers: ['otp-email-recipient'],
  async run({ check }) {
    const rule = 'otp-email-recipient';
    await check(
      rule,
      'a lead code to an "e-mail address" that is a phone number is refused',
      async (ctx) => {
        const ex = await ctx.call('sendOtpHbb', {
          data: {
            email: ctx.config.numbers.prepaid,
            customerDetails: { fullName: ctx.config.lead.fullName },
            requestType: 'HBB_LEADS',
          },
          deliberate: true,
        });
        expectRefused(ex, ctx.rule(rule), { http: 200, statusCode: '400' });
      },
    );
  },
};

/** Runs after the send limit and the lock: their lines' owners must have been told. */
const otpOwnerNoticeRule: Scenario = {
  id: 'rule-otp-owner-notice',
  covers: ['otp-owner-notice'],
  async run({ check }) {
    const rule = 'otp-owner-notice';
    const told = async (ctx: CheckContext, msisdn: string, kind: string) => {
      if (!ctx.config.sandboxControl)
        throw new SkipCheck(
          'no answer shows it: only the sandbox lists the texts it sent (sandboxControl)',
        );
      const texts = await sandboxSms(ctx.base, msisdn, ctx.config.timeoutMs);
      expectThat(
        texts.some((t) => t.kind === kind),
        `a text of kind ${kind} to the owner of ${msisdn}`,
        texts.length ? texts.map((t) => t.kind).join(', ') : 'none',
      );
    };
    await check(rule, 'the owner of the line over its send limit was told', (ctx) =>
      told(ctx, ctx.config.numbers.otpSendLimit, 'otp-send-limit'),
    );
    await check(rule, 'the owner of the locked line was told', (ctx) =>
      told(ctx, ctx.config.numbers.otpLock, 'otp-locked'),
    );
  },
};

/** Runs last of all: once the cap is reached, this client is sent no code for the window. */
const otpSendCapsRule: Scenario = {
  id: 'rule-otp-send-caps',
  covers: ['otp-send-caps'],
  async run({ check }) {
    const rule = 'otp-send-caps';
    await check(
      rule,
      'one client is refused once it has been sent its cap of codes',
      async (ctx) => {
        const { clientCap, sendsPerWindow } = ctx.config.otp;
        if (clientCap === null) throw new SkipCheck('no otp.clientCap in the environment file');
        const wanted = `a refusal by code ${clientCap + 1} at the latest`;
        // Each line takes one code fewer than its own limit, so only the client cap can refuse.
        let accepted = 0;
        for (const msisdn of ctx.config.numbers.capLines)
          for (let n = 1; n < sendsPerWindow; n += 1) {
            const ex = await ctx.call('paymentOtpSend', { data: { msisdn } });
            if (ex.status !== 200) return expectRefused(ex, ctx.rule(rule), { http: 502 });
            accepted += 1;
            expectThat(accepted <= clientCap, wanted, `code ${accepted} sent`, ex);
          }
        expectThat(false, wanted, `all ${accepted} codes sent`);
      },
    );
  },
};

export const otpRules: readonly Scenario[] = [
  otpEmailRecipientRule,
  otpSendLimitRule,
  otpVerifyAttemptsRule,
  otpOwnerNoticeRule,
  otpExpiryRule,
  otpSessionLifeRule,
];

/** Runs after everything else of the run (it silences this client's OTP sends). */
export const capRules: readonly Scenario[] = [otpSendCapsRule];
