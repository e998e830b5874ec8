/**
 * Account numbers guessed in a row are slowed like OTP codes (issue 30, item 7): 5 wrong in a row
 * from one client lock that lookup for 15 minutes (HTTP 429), right ones included; a right answer
 * resets the count; other clients and the README's numbers are not held back.
 */
import { describe, expect, it } from 'vitest';
import { sandboxForFile, type Answer } from './harness.ts';
import { callFrom } from './fromClient.ts';
import { MINUTE, testClock } from './otpSupport.ts';

const clock = testClock();
const h = sandboxForFile({ now: clock.now });

const LOCKED = {
  http: 429,
  body: {
    statusCode: 429,
    status: 'failure',
    message: 'Too many wrong account numbers. Please try again in 15 minutes.',
  },
};

const billBy = (accountNo: string, from = '127.0.0.2') =>
  callFrom(h, from, 'bill', { msisdn: '713000001', accountNo });
const checkAccount = (accountNo: string, from = '127.0.0.2') =>
  callFrom(h, from, 'validateAccount', { msisdn: '713000001', accountNo });
const invoicesOf = (accountNo: string, email = 'billing@example.co.tz', from = '127.0.0.2') =>
  callFrom(h, from, 'openInvoices', { accountNo, contactPersonEmailId: email });

const codes = (answers: Answer[]) => answers.map((a) => a.body.statusCode);

// CONSENT-10: issue 30's rules, as properties of the operator's contract.
describe('postpaid account numbers (bill and account check)', () => {
  it('5 wrong account numbers in a row lock the bill for 15 minutes, the right one too', async () => {
    const wrong = [];
    for (let i = 0; i < 5; i++) wrong.push(await billBy(`100000009${i}`));
    expect(codes(wrong)).toEqual(['60119', '60119', '60119', '60119', '60119']);
    expect(await billBy('1000000001')).toEqual(LOCKED);
    expect(await checkAccount('1000000001')).toEqual(LOCKED);
    clock.later(15 * MINUTE - 1);
    expect(await billBy('1000000001')).toEqual(LOCKED);
    clock.later(2);
    expect((await billBy('1000000001')).body.result).toMatchObject({ totalOutstanding: 45500.5 });
  });

  it('alternating the bill and the account check is one count', async () => {
    for (let i = 0; i < 5; i++) await (i % 2 ? checkAccount : billBy)(`100000009${i}`);
    expect(await checkAccount('1000000001')).toEqual(LOCKED);
  });

  it('4 typos then the right number: the bill opens and the count starts again', async () => {
    for (let i = 0; i < 4; i++) await billBy(`100000009${i}`);
    expect((await billBy('1000000001')).body.status).toBe('success');
    for (let i = 0; i < 4; i++)
      expect((await billBy(`100000009${i}`)).body.statusCode).toBe('60119');
    expect((await billBy('1000000001')).body.status).toBe('success');
  });

  it('one client locked out does not hold back another', async () => {
    for (let i = 0; i < 5; i++) await billBy(`100000009${i}`);
    expect(await billBy('1000000001')).toEqual(LOCKED);
    expect((await billBy('1000000001', '127.0.0.3')).body.status).toBe('success');
  });

  it('a bill opened by a verified invoice OTP is not held back by the lock', async () => {
    for (let i = 0; i < 5; i++) await billBy(`100000009${i}`);
    const sent = await callFrom(h, '127.0.0.2', 'invoiceOtpSend', {
      text: '713000001',
      text1: '',
      otpAction: 'INVOICE',
    });
    const otpId = (sent.body.result as { otpId: string }).otpId;
    await callFrom(h, '127.0.0.2', 'invoiceOtpVerify', { otp: '123456', otpId });
    const bill = await callFrom(h, '127.0.0.2', 'bill', { msisdn: '713000001', otpId });
    expect(bill.body.result).toMatchObject({ totalOutstanding: 45500.5 });
  });
});

describe('fixed-internet invoices', () => {
  it('5 accounts not found in a row lock the invoices for 15 minutes, PE0000000001 too', async () => {
    const wrong = [];
    for (let i = 3; i < 8; i++) wrong.push(await invoicesOf(`PE000000000${i}`));
    expect(codes(wrong)).toEqual(['404', '404', '404', '404', '404']);
    expect(await invoicesOf('PE0000000001')).toEqual(LOCKED);
    clock.later(15 * MINUTE + 1);
    expect((await invoicesOf('PE0000000001')).body.status).toBe('success');
  });

  it('guessing the e-mail of PE0000000001 counts as wrong too', async () => {
    for (let i = 0; i < 5; i++)
      expect((await invoicesOf('PE0000000001', `guess${i}@example.co.tz`)).body.statusCode).toBe(
        '403',
      );
    expect(await invoicesOf('PE0000000001')).toEqual(LOCKED);
  });

  it('malformed account numbers are not guesses; EP0000000002 (no invoices) resets the count', async () => {
    const malformed = () =>
      callFrom(
        h,
        '127.0.0.2',
        'openInvoices',
        { accountNo: '12345', contactPersonEmailId: 'billing@example.co.tz' },
        'a malformed account number, to see the refusal',
      );
    for (let i = 0; i < 6; i++)
      expect((await malformed()).body.message).toBe('Invalid Account Number');
    for (let i = 3; i < 7; i++) await invoicesOf(`PE000000000${i}`);
    expect((await invoicesOf('EP0000000002')).body.message).toBe('No Data found');
    for (let i = 3; i < 7; i++)
      expect((await invoicesOf(`PE000000000${i}`)).body.statusCode).toBe('404');
    expect((await invoicesOf('PE0000000001')).body.status).toBe('success');
  });
});
