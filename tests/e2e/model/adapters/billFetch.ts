/**
 * The postpaid bill lookup on /postpaid-bill-pay with the sandbox's 713000001 (POSTPAID, account
 * 1000000001, bill 45500.50 shown as 45501 with the note, the higher-value feature on by default):
 * the two lookup buttons, the invoice OTP modal (the OTP adapter's acts on the bill's dialog), the
 * account-number modal, the bill and its pay button, and the payment start page it leads to.
 */
import type { EventObject } from 'xstate';
import type { Page } from 'playwright-core';
import { billFetchSpec } from '../../../model/billFetch.spec.ts';
import { expect } from '../../support/fixtures.ts';
import { activate, main, openPage, typeCode } from '../../support/screen.ts';
import { expectHidden, expectVisible } from '../../support/see.ts';
import { NETWORK_FAILURE, RIGHT_OTP, dialog, patiently } from '../paymentSteps.ts';
import type { Scene, UiAdapter, UiStep } from '../runner.ts';

/** The spec's first input: 713000001 with the higher-value feature on (the sandbox's default). */
const spec = { ...billFetchSpec, input: billFetchSpec.inputs[0] };

const MSISDN = '713000001';
const ACCOUNT_NO = '1000000001';
/** Any other 10 digits: the sandbox's account check answers 60119 for 713000001. */
const OTHER_ACCOUNT_NO = '1000000009';
/** The bill's OTP dialog speaks the page's words (not the payment dialog's name). */
const OTP_DIALOG = 'Verify your number';
const ACCOUNT_DIALOG = 'Enter your account number';
/** 45500.50 rounded up (BILL-5), as the page formats it. */
const PAY_BILL = /^Pay TZS\s45,501$/;

interface Output {
  ok?: boolean;
  code?: string;
  result?: { totalOutstanding?: number };
  status?: string;
  error?: { code?: string } | null;
}

const outputOf = (event: EventObject) => (event as { output?: Output }).output ?? {};

const lookupButton = (page: Page, name: string) => main(page).getByRole('button', { name });

/** Types the code into the bill's OTP boxes, as the OTP adapter does on the payment dialog. */
const typeOtp = (page: Page, code: string) => typeCode(page, OTP_DIALOG, code);

/** The account number typed: the one the sandbox accepts, unless the check answers 60119 later. */
function typedAccountNo(rest: EventObject[]): string {
  const answer = rest.find((e) => e.type === 'xstate.done.actor.validateAccount');
  return answer && outputOf(answer).code === '60119' ? OTHER_ACCOUNT_NO : ACCOUNT_NO;
}

async function submitAccountNo(page: Page, accountNo: string): Promise<void> {
  const modal = dialog(page, ACCOUNT_DIALOG);
  const field = modal.getByRole('textbox', { name: /Account Number/ });
  await expectVisible(field, 'the account number field');
  await field.fill(accountNo);
  await activate(modal.getByRole('button', { name: 'Continue' }));
}

/** The OTP child's end as a person makes it on the bill's dialog. */
function otpEnd(output: Output): UiStep | string {
  if (output.status === 'verified') return { act: (page) => typeOtp(page, RIGHT_OTP) };
  if (output.status === 'closed' && !output.error)
    // A verify failure (400) shows its message, then the modal closes by itself after 11 s and
    // the child ends without an error (the Close button is the page's modal.close instead).
    return {
      scene: { faults: [{ path: 'otp/v1/verify-otp', status: 400 }] },
      act: async (page) => {
        await typeOtp(page, RIGHT_OTP);
        await expectVisible(
          dialog(page, OTP_DIALOG).getByText('This window will close shortly.'),
          'the closing note',
        );
        await page.clock.runFor(11_000);
        await expectHidden(dialog(page, OTP_DIALOG), 'the OTP modal');
      },
    };
  return `the invoice OTP closing with ${output.error?.code}: the send fails before the boxes show, so the open modal is never seen`;
}

/** A scripted answer of the account check or the bill, as the sandbox gives it. */
function callAnswer(call: string, output: Output): UiStep | string {
  if (call === 'validateAccount') {
    // ok and 60119 come from the number typed (see typedAccountNo).
    if (output.ok || output.code === '60119') return {};
    if (output.code === '60005')
      return '60005 on the account check: the sandbox gives it only to a number without a postpaid account, and the page offers the lookup only to postpaid lines';
    if (output.code === '500')
      return { scene: { faults: [{ path: 'subscriber/validate/msisdn-account', status: 500 }] } };
  }
  if (call === 'fetchBill') {
    if (output.ok && output.result?.totalOutstanding === 45500.5) return {};
    if (output.ok && output.result?.totalOutstanding !== undefined)
      return `a bill of ${output.result.totalOutstanding}: 713000001's bill is 45500.50 (another bill is another line)`;
    if (output.ok) return 'a bill without an amount: the sandbox always sends one';
    if (output.code === '400')
      return { scene: { faults: [{ path: 'subscriber/v1/bill', status: 400 }] } };
  }
  return `${call} answering ${output.code}: no sandbox number or fault gives it`;
}

function answer(event: EventObject): UiStep | string {
  if (event.type.startsWith('xstate.error.')) return NETWORK_FAILURE;
  const call = event.type.split('.').pop() ?? '';
  return call === 'otp' ? otpEnd(outputOf(event)) : callAnswer(call, outputOf(event));
}

/** Closes whichever modal is open (the OTP or the account-number one): the page's modal.close. */
const closeTopDialog = (page: Page) =>
  activate(page.getByRole('dialog').last().getByRole('button', { name: 'Close' }));

export const billFetchUi: UiAdapter = {
  name: 'billFetch',
  spec,
  async open(page, scene: Scene) {
    await openPage(page, '/postpaid-bill-pay', 'Pay your postpaid bill');
    await main(page)
      .getByRole('textbox', { name: /Mobile Number/ })
      .fill(scene.msisdn ?? MSISDN);
    await expectVisible(
      lookupButton(page, 'Get bill via OTP'),
      'the bill choice',
      patiently.timeout,
    );
  },
  step(event, { rest }) {
    if (/^xstate\.(done|error)\.actor\./.test(event.type)) return answer(event);
    switch (event.type) {
      case 'bill.viaOtp':
        return { act: (page) => activate(lookupButton(page, 'Get bill via OTP')) };
      case 'bill.viaAccount':
        return { act: (page) => activate(lookupButton(page, 'Use account number')) };
      case 'account.submit': {
        const accountNo = (event as { accountNo?: string } & EventObject).accountNo ?? '';
        if (!/^\d{10}$/.test(accountNo))
          return 'not 10 digits: the account form refuses it before the machine hears of it';
        const typed = typedAccountNo(rest);
        return { act: (page) => submitAccountNo(page, typed) };
      }
      case 'modal.close':
        return { act: closeTopDialog };
      case 'bill.pay': {
        const amount = (event as { amount?: number } & EventObject).amount;
        if (amount !== 45501)
          return `paying ${amount}: the pay button pays the bill shown (TZS 45,501)`;
        return { act: (page) => activate(main(page).getByRole('button', { name: PAY_BILL })) };
      }
      default:
        return `an event '${event.type}' no person sends`;
    }
  },
  checks: {
    choosing: async (page) => {
      for (const name of ['Get bill via OTP', 'Use account number']) {
        const button = lookupButton(page, name);
        await expectVisible(button, `the '${name}' button`);
        await expect.poll(() => button.isEnabled(), patiently).toBe(true);
      }
      await expectHidden(page.getByRole('dialog'), 'every modal');
    },
    otpOpen: async (page) => {
      // The OTP adapter's 'entering' check, on the bill's dialog.
      const first = dialog(page, OTP_DIALOG).getByLabel('Digit 1 of 6');
      await expectVisible(first, 'the OTP boxes');
      await expect.poll(() => first.isEnabled(), patiently).toBe(true);
    },
    accountEditing: async (page) => {
      const field = dialog(page, ACCOUNT_DIALOG).getByRole('textbox', { name: /Account Number/ });
      await expectVisible(field, 'the account number field');
      await expect.poll(() => field.isEditable(), patiently).toBe(true);
    },
    billShown: async (page) => {
      await expectVisible(
        main(page).getByText(/^Your bill of TZS\s45,500\.50 is rounded up to TZS\s45,501\b/),
        'the round-up note',
      );
      await expectVisible(main(page).getByRole('button', { name: PAY_BILL }), 'the pay button');
    },
    // accountChecking and fetching: calls in flight (the sandbox answers at once), passed through.
  },
  async done(page) {
    await page.waitForURL(/\/payment\/start/, { timeout: 15_000 });
    const summary = page.getByRole('complementary', { name: 'Payment summary' });
    await expectVisible(summary.getByText(/TZS\s45,501\b/), 'TZS 45,501 in the payment summary');
  },
};
