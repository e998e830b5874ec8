/** What the OTP tests and probes share: the two OTP families' calls, and a clock they move. */
import { beforeEach } from 'vitest';
import type { EndpointName } from '../../src/api/endpoints.ts';
import { RECHARGE_TZS_1000 } from './harness.ts';

/** One OTP family: its three calls, its send payload and the name of its session id. */
export interface OtpFamily {
  name: string;
  send: EndpointName;
  resend: EndpointName;
  verify: EndpointName;
  sendData: (msisdn: string) => Record<string, string>;
  idKey: 'otpId' | 'refId';
}

export const invoiceOtp: OtpFamily = {
  name: 'invoice OTP',
  send: 'invoiceOtpSend',
  resend: 'invoiceOtpResend',
  verify: 'invoiceOtpVerify',
  sendData: (m) => ({ text: m, text1: '', otpAction: 'INVOICE' }),
  idKey: 'otpId',
};

export const paymentOtp: OtpFamily = {
  name: 'payment OTP',
  send: 'paymentOtpSend',
  resend: 'paymentOtpResend',
  verify: 'paymentOtpVerify',
  sendData: (m) => ({ msisdn: m }),
  idKey: 'refId',
};

export const MINUTE = 60_000;

/**
 * A clock for `sandboxForFile({ now: clock.now })`, back at 2026-11-24 08:00 UTC before each
 * test; `later(ms)` moves it, so expiry is tested without waiting.
 */
export function testClock(): { now: () => number; later: (ms: number) => void } {
  const start = Date.parse('2026-11-24T08:00:00Z');
  let time = start;
  beforeEach(() => {
    time = start;
  });
  return {
    now: () => time,
    later: (ms) => {
      time += ms;
    },
  };
}

/** A TZS 1000 mobile-money recharge paid by 712000001 under its verified OTP's uniqueCode. */
export const walletOrderOf712000001 = (uniqueCode: string) => ({
  ...RECHARGE_TZS_1000,
  emailId: 'a@b.co',
  mobileNumber: '712000001',
  paymentMobile: '0712000001',
  paymentMode: 'TWIGA_MONEY',
  uniqueCode,
});
