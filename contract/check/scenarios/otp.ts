/**
 * The OTP families as the portal uses them (OTP-11, OTP-12, BB-1, HBB-7): the payment OTP sent,
 * resent and verified; the auth service's verify-user; the invoice OTP opening a postpaid bill;
 * the broadband balance behind a verified OTP; the home-broadband lead behind its e-mail OTP.
 * Each test line is sent at most 4 codes per run, under the sandbox's 5 per 15 minutes.
 */
import type { Scenario } from '../checks.ts';
import { expectSuccess, expectThat, textField } from '../expect.ts';
import { bodyText } from '../exchange.ts';
import { lead, type Plan } from './payloads.ts';
import { paymentToken, sendPaymentOtp, verifyPaymentOtp } from './steps.ts';

const paymentOtp: Scenario = {
  id: 'payment-otp',
  covers: ['paymentOtpSend', 'paymentOtpResend', 'paymentOtpVerify'],
  async run({ check }) {
    const msisdn = (c: { config: { numbers: { prepaid: string } } }) => c.config.numbers.prepaid;
    const refId = await check('paymentOtpSend', 'a code is sent to the prepaid line', (ctx) =>
      sendPaymentOtp(ctx, msisdn(ctx)),
    );
    await check('paymentOtpResend', 'a resend keeps the same session', async (ctx) => {
      const ex = await ctx.call('paymentOtpResend', { data: { refId } });
      const again = textField(ex, expectSuccess(ex), 'refId');
      expectThat(again === refId, `refId ${refId}`, again, ex);
    });
    await check('paymentOtpVerify', 'the right code gives a uniqueCode and a token', (ctx) =>
      verifyPaymentOtp(ctx, refId),
    );
  },
};

const verifyUser: Scenario = {
  id: 'verify-user',
  covers: ['verifyUser'],
  async run({ check }) {
    await check('verifyUser', 'the auth service verifies a payment code', async (ctx) => {
      const refId = await sendPaymentOtp(ctx, ctx.config.numbers.prepaid);
      const ex = await ctx.call('verifyUser', { data: { refId, otp: ctx.config.otp.correctCode } });
      const result = expectSuccess(ex);
      textField(ex, result, 'accessToken');
      textField(ex, result, 'uniqueCode');
    });
  },
};

const invoiceOtp: Scenario = {
  id: 'invoice-otp',
  covers: ['invoiceOtpSend', 'invoiceOtpResend', 'invoiceOtpVerify', 'bill'],
  async run({ check }) {
    const otpId = await check(
      'invoiceOtpSend',
      'a bill code is sent to the postpaid line',
      async (ctx) => {
        const ex = await ctx.call('invoiceOtpSend', {
          data: { text: ctx.config.numbers.postpaid, text1: '', otpAction: 'INVOICE' },
        });
        return textField(ex, expectSuccess(ex), 'otpId');
      },
    );
    await check('invoiceOtpResend', 'a resend keeps the same session', async (ctx) => {
      const ex = await ctx.call('invoiceOtpResend', { data: { otpId } });
      const again = textField(ex, expectSuccess(ex), 'otpId');
      expectThat(again === otpId, `otpId ${otpId}`, again, ex);
    });
    await check('invoiceOtpVerify', 'the right code verifies', async (ctx) => {
      expectSuccess(
        await ctx.call('invoiceOtpVerify', { data: { otp: ctx.config.otp.correctCode, otpId } }),
      );
    });
    await check('bill', 'the verified bill code opens the bill', async (ctx) => {
      const ex = await ctx.call('bill', { data: { msisdn: ctx.config.numbers.postpaid, otpId } });
      const result = expectSuccess<{ totalOutstanding?: unknown }>(ex);
      expectThat(
        typeof result?.totalOutstanding === 'number',
        'a numeric result.totalOutstanding',
        bodyText(result),
        ex,
      );
    });
  },
};

/** requestType of the broadband data-balance check (src/features/broadband/paymentData.ts). */
const BALANCE_REQUEST_TYPE = 'BROADBAND_DATA_BALANCE';

const balance: Scenario = {
  id: 'balance',
  covers: ['queryBalance'],
  async run({ check }) {
    await check(
      'queryBalance',
      'a balance request sends a code to the broadband line',
      async (ctx) => {
        const ex = await ctx.call('queryBalance', {
          data: { msisdn: ctx.config.numbers.broadband, requestType: BALANCE_REQUEST_TYPE },
        });
        textField(ex, expectSuccess(ex), 'txnRefId');
      },
    );
    await check(
      'queryBalance',
      "a verified OTP's uniqueCode shows the line's balances",
      async (ctx) => {
        const msisdn = ctx.config.numbers.broadband;
        const { uniqueCode } = await paymentToken(ctx, msisdn);
        const ex = await ctx.call('queryBalance', { data: { msisdn, uniqueCode } });
        const result = expectSuccess<{ queryBalanceResult?: unknown[] }>(ex);
        expectThat(
          Array.isArray(result?.queryBalanceResult) && result.queryBalanceResult.length > 0,
          'at least one item in result.queryBalanceResult',
          bodyText(result),
          ex,
        );
      },
    );
  },
};

/** serviceType of the home-broadband plan list (src/features/hbb-lead/hbbActors.ts). */
const HBB_SERVICE_TYPE = 'HBB';

const homeBroadbandLead: Scenario = {
  id: 'home-broadband-lead',
  covers: ['bundles', 'sendOtpHbb', 'submitLead', 'trackLead'],
  async run({ check }) {
    const plan = await check('bundles', 'the home-broadband plans are listed', async (ctx) => {
      const ex = await ctx.call('bundles', {
        data: { msisdn: '', lineType: '', serviceType: HBB_SERVICE_TYPE },
      });
      const plans = expectSuccess<Partial<Plan>[]>(ex);
      const first = Array.isArray(plans) ? plans[0] : undefined;
      expectThat(
        typeof first?.productCode === 'string' && typeof first.amount === 'number',
        'a plan with productCode and amount',
        bodyText(plans),
        ex,
      );
      return first as Plan;
    });
    const uniqueCode = await check(
      'sendOtpHbb',
      "a lead code goes to the lead's e-mail",
      async (ctx) => {
        const ex = await ctx.call('sendOtpHbb', {
          data: {
            email: ctx.config.lead.email,
            customerDetails: { fullName: ctx.config.lead.fullName },
            requestType: 'HBB_LEADS',
          },
        });
        const refId = textField(ex, expectSuccess(ex), 'refId');
        return (await verifyPaymentOtp(ctx, refId)).uniqueCode;
      },
    );
    const refLeadId = await check(
      'submitLead',
      'a lead in a feasible town gets a lead id',
      async (ctx) => {
        const ex = await ctx.call('submitLead', { data: lead(ctx.config, plan, uniqueCode) });
        return textField(ex, expectSuccess(ex), 'refLeadId');
      },
    );
    await check('trackLead', 'the lead is found by its id and contact number', async (ctx) => {
      const ex = await ctx.call('trackLead', {
        data: { refLeadId, contactNumber: ctx.config.numbers.prepaid },
      });
      const result = expectSuccess(ex);
      expectThat(
        textField(ex, result, 'refLeadId') === refLeadId,
        `refLeadId ${refLeadId}`,
        bodyText(result),
        ex,
      );
      textField(ex, result, 'leadStatus');
    });
  },
};

export const otpScenarios: readonly Scenario[] = [
  paymentOtp,
  verifyUser,
  invoiceOtp,
  balance,
  homeBroadbandLead,
];
