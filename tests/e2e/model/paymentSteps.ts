/**
 * What a payer does and what the sandbox answers, shared by the payment machines' UI adapters:
 * the method pages, the OTP and PIN modals, and the scripted answers of their services mapped to
 * the sandbox's fixed numbers (../shared/sandbox-test-data.md) or to a fault of the control API.
 */
import type { EventObject } from 'xstate';
import type { Page } from 'playwright-core';
import { expect } from '../support/fixtures.ts';
import { givenPayment, sessions } from '../support/payment.ts';
import { activate, main, typeCode } from '../support/screen.ts';
import { expectHidden, expectVisible } from '../support/see.ts';
import type { UiStep } from './runner.ts';

/** A loaded 2-core box renders slowly: every wait here allows 20 s (a guard, not a budget). */
export const patiently = { timeout: 20_000 };

export const OTP_DIALOG = 'Enter the verification code';
export const PIN_DIALOG = 'Enter your wallet PIN';
/** The sandbox's codes: always right, and a wrong one (2003 / 1004 / 56D005). */
export const RIGHT_OTP = '123456';
export const WRONG_OTP = '111111';
export const RIGHT_PIN = '1234';
export const WRONG_PIN = '1111';

/** The fixed numbers whose answers the paths need. */
export const NUMBERS = {
  happy: '712000001',
  lowBalance: '712000002',
  walletLocked: '712000003',
  slowSettlement: '712000004',
  otpLimit: '712000006',
} as const;

export const NETWORK_FAILURE = 'a network failure (the sandbox always answers)';

/** Stores a TZS 1000 recharge (email known), opens a method and waits for its action button. */
export async function openMethod(page: Page, msisdn: string, segment: string, action: string) {
  await givenPayment(page, msisdn, sessions.prepaidWithEmail);
  await page.goto(`/payment/start/${segment}`);
  const button = main(page).getByRole('button', { name: action });
  await expectVisible(button, `the '${action}' button`, patiently.timeout);
  await expect.poll(() => button.isEnabled(), patiently).toBe(true);
}

/** The method's action button: a keyboard press, as the wallet e2e tests do. */
export const press = (page: Page, action: string) =>
  activate(main(page).getByRole('button', { name: action }));

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

export async function closeDialog(page: Page, name: string): Promise<void> {
  await activate(dialog(page, name).getByRole('button', { name: 'Close' }));
}

export const typeOtp = (page: Page, code: string) => typeCode(page, OTP_DIALOG, code);

/** Types the PIN into the 4 boxes and presses Pay. */
export async function enterPin(page: Page, pin: string): Promise<void> {
  const first = dialog(page, PIN_DIALOG).getByLabel('Digit 1 of 4');
  await expectVisible(first, 'the PIN boxes');
  await expect.poll(() => first.isEnabled(), patiently).toBe(true);
  await first.focus();
  await page.keyboard.type(pin);
  const pay = dialog(page, PIN_DIALOG).getByRole('button', { name: 'Pay' });
  await expect.poll(() => pay.isEnabled(), patiently).toBe(true);
  await activate(pay);
}

/** A fault on both the plain and the authenticated path of a payment call (whichever is used). */
export const paymentFault = (call: 'initiate' | 'process', status: number) => ({
  faults: [
    { path: `transaction/v1/${call}`, status },
    { path: `transaction/v1/auth/${call}`, status },
  ],
});

interface Outcome {
  ok?: boolean;
  code?: string;
  result?: { balance?: number; transactionStatus?: string };
  status?: string;
  attemptsLeft?: number;
  error?: { code?: string };
}

const outputOf = (event: EventObject) => (event as { output?: Outcome }).output ?? {};

/** A failed call's HTTP status, from its code ('400', '500'); none for a business code. */
const httpStatus = (code: string | undefined) =>
  code && /^[45]\d\d$/.test(code) ? Number(code) : undefined;

/** The OTP child's end, as the payer makes it: the right code, a limit, a failure, or Close. */
function otpChild(output: Outcome): UiStep | string {
  if (output.status === 'verified') return { act: (page) => typeOtp(page, RIGHT_OTP) };
  const code = output.error?.code;
  if (output.status === 'closed' && !code) return { act: (page) => closeDialog(page, OTP_DIALOG) };
  if (code === '502') return { scene: { msisdn: NUMBERS.otpLimit } };
  const status = httpStatus(code);
  if (status === undefined) return `the OTP closing with ${code}: no sandbox number answers it`;
  return {
    scene: { faults: [{ path: 'optimus/otp/verify', status }] },
    // The message shows, then the modal closes itself after 11 s (the page's clock runs on).
    act: async (page) => {
      await typeOtp(page, RIGHT_OTP);
      await expectVisible(dialog(page, OTP_DIALOG).getByText('This window will close shortly.'));
      await page.clock.runFor(11_000);
      await expectHidden(dialog(page, OTP_DIALOG), 'the OTP modal');
    },
  };
}

/** The PIN child's end: the right PIN, a wrong one, the locked wallet, a failure, or Close. */
function pinChild(output: Outcome): UiStep | string {
  switch (output.status) {
    case 'processed':
      return { act: (page) => enterPin(page, RIGHT_PIN) };
    case 'locked':
      return {
        scene: { msisdn: NUMBERS.walletLocked },
        act: (page) => enterPin(page, RIGHT_PIN),
      };
    case 'closed':
      return { act: (page) => closeDialog(page, PIN_DIALOG) };
    case 'wrongPin':
      return (output.attemptsLeft ?? 0) > 0
        ? { act: (page) => enterPin(page, WRONG_PIN) }
        : 'no attempts left after one wrong PIN: the sandbox needs five in a row';
    case 'failed': {
      const status = httpStatus(output.error?.code);
      if (status === undefined) return `a PIN failure ${output.error?.code}: no sandbox answer`;
      return { scene: paymentFault('process', status), act: (p) => enterPin(p, RIGHT_PIN) };
    }
    default:
      return `a PIN outcome '${output.status}' no screen step makes`;
  }
}

/**
 * The scripted answers the payment machines share, as the sandbox gives them; undefined for an
 * event that is not one of them.
 */
export function paymentAnswer(event: EventObject, amount = 1000): UiStep | string | undefined {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (!match) return undefined;
  if (match[1] === 'error') return NETWORK_FAILURE;
  const output = outputOf(event);
  const failed = output.ok === false;
  switch (match[2]) {
    case 'otp':
      return otpChild(output);
    case 'pin':
      return pinChild(output);
    case 'initiatePayment':
    case 'processPayment': {
      if (!failed) return {};
      const status = httpStatus(output.code);
      const call = match[2] === 'initiatePayment' ? 'initiate' : 'process';
      return status ? { scene: paymentFault(call, status) } : `${call} ${output.code}: no answer`;
    }
    case 'fetchStatus': {
      const status = output.result?.transactionStatus;
      if (status === 'SUCCESS') return {};
      if (status === 'IN_PROCESS') return { scene: { msisdn: NUMBERS.slowSettlement } };
      return `a transaction status ${status}: no sandbox number answers it`;
    }
    case 'fetchAirtimeBalance': {
      if (failed) {
        const status = httpStatus(output.code);
        return status
          ? { scene: { faults: [{ path: 'subscriber/v4/query-balance', status }] } }
          : `balance ${output.code}: no answer`;
      }
      // The answer matters to the machine only as enough or not enough for the amount.
      return (output.result?.balance ?? 0) >= amount
        ? { scene: { msisdn: NUMBERS.happy } }
        : { scene: { msisdn: NUMBERS.lowBalance } };
    }
    default:
      return `an answer of '${match[2]}' no sandbox number gives`;
  }
}

/** The tag -> screen checks the payment methods share. */
export const paymentChecks = (action: string) => ({
  form: async (page: Page) => {
    const button = main(page).getByRole('button', { name: action });
    await expectVisible(button, `the '${action}' button`);
    await expect.poll(() => button.isEnabled(), patiently).toBe(true);
  },
  otpOpen: (page: Page) =>
    expectVisible(dialog(page, OTP_DIALOG).getByLabel('Digit 1 of 6'), 'the OTP boxes'),
  pinOpen: (page: Page) =>
    expectVisible(dialog(page, PIN_DIALOG).getByLabel('Digit 1 of 4'), 'the PIN boxes'),
  waiting: (page: Page) =>
    expectVisible(
      // Plain text over the form; its words are said through the announcer (A11Y-3).
      page.getByText('Processing your payment'),
      'the processing overlay',
    ),
});

/** Finished: the payment left for its status page. */
export async function onStatusPage(page: Page): Promise<void> {
  await page.waitForURL(/\/payment\/status\?id=/, { timeout: 15_000 });
}
