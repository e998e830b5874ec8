/**
 * The OTP families as the portal uses them (OTP-11, OTP-12, BB-1, HBB-7): the payment OTP sent,
 * resent and verified; the auth service's verify-user; the invoice OTP opening a postpaid bill;
 * the broadband balance behind a verified OTP; the home-broadband lead behind its e-mail OTP.
 * Each test line is sent at most 4 codes per run, under the sandbox's 5 per 15 minutes.
 */
import type { Scenario } from '../checks.ts';
import { expectRefused, expectSuccess, expectThat, textField } from '../expect.ts';
import { bodyText } from '../exchange.ts';
import { lead, type Plan } from './payloads.ts';
import { sendPaymentOtp, verifyPaymentOtp } from './steps.ts';

/** The refusal of an id of the other OTP family (rule otp-session-family). */
const NOT_THIS_FAMILY = { http: 200, statusCode: '4001' };

const paymentOtp: Scenario = {
  id: 'payment-otp',
  covers: ['paymentOtpSend', 'paymentOtpResend', 'paymentOtpVerify', 'otp-session-family'],
  async run({ check }) {
    const refId = await check('paymentOtpSend', 'a code is sent to the prepaid line', (ctx) =>
      sendPaymentOtp(ctx, ctx.config.numbers.prepaid),
    );
    await check('paymentOtpResend', 'a resend keeps the same session', async (ctx) => {
      const ex = await ctx.call('paymentOtpResend', { data: { refId } });
      const again = textField(ex, expectSuccess(ex), 'refId');
      expectThat(again === refId, `refId ${refId}`, again, ex);
    });
    await check('otp-session-family', "a payment refId is not an invoice OTP's id", async (ctx) => {
      const ex = await ctx.call('invoiceOtpVerify', {
        data: { otp: ctx.config.otp.correctCode, otpId: refId },
      });
      expectRefused(ex, ctx.rule('otp-session-family'), NOT_THIS_FAMILY);
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
  covers: ['invoiceOtpSend', 'invoiceOtpResend', 'invoiceOtpVerify', 'bill', 'otp-session-family'],
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
    await check('otp-session-family', "an invoice otpId is not a payment OTP's id", async (ctx) => {
      const ex = await ctx.call('paymentOtpVerify', {
        data: { refId: otpId, otp: ctx.config.otp.correctCode },
      });
      expectRefused(ex, ctx.rule('otp-session-family'), NOT_THIS_FAMILY);
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
    // BB-1: the request sends a code to the line; its verification's uniqueCode opens the balance.
    const txnRefId = await check(
      'queryBalance',
      'a balance request sends a code to the broadband line',
      async (ctx) => {
        const ex = await ctx.call('queryBalance', {
          data: { msisdn: ctx.config.numbers.broadband, requestType: BALANCE_REQUEST_TYPE },
        });
        return textField(ex, expectSuccess(ex), 'txnRefId');
      },
    );
    await check(
      'queryBalance',
      "the verified code's uniqueCode shows the line's balances",
      async (ctx) => {
        const msisdn = ctx.config.numbers.broadband;
        const { uniqueCode } = await verifyPaymentOtp(ctx, txnRefId);
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
  covers: ['bundles', 'sendOtpHbb', 'submitLead', 'trackLead', 'lead-track-owner'],
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
    await check('lead-track-owner', 'another contact number gets no lead', async (ctx) => {
      const ex = await ctx.call('trackLead', {
        data: { refLeadId, contactNumber: ctx.config.numbers.otherPrepaid },
      });
      expectRefused(ex, ctx.rule('lead-track-owner'), { http: 200, statusCode: '404' });
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
