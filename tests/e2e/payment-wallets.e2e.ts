/**
 * Issue 5, wallet payments (airtime, mobile money, SmartCash, MPESA) as a payer does them: the
 * built portal served by the sandbox, a phone-sized Chromium, role and label queries only, the
 * sandbox's fixed numbers (712000001 ... 712000006), OTP 123456 and PIN 1234.
 */
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  expect,
  expectNoAxeViolations,
  expectVisible,
  sandboxTransactions,
  setSandboxConfig,
  test,
  type PageLog,
} from './support/index.ts';
import { expectHeading, main, typeCode } from './support/screen.ts';
import { givenPayment, sessions } from './support/payment.ts';

const PIN = '1234';
/** The PIN as a token of its own (transaction ids are long digit runs that may contain it). */
const pinToken = new RegExp(`(^|\\D)${PIN}(\\D|$)`);

/**
 * Stores a TZS 1000 prepaid recharge for `msisdn` (email known), opens a method's form and waits
 * until its action button can be pressed.
 */
async function openMethod(page: Page, msisdn: string, segment: string, action: string) {
  await givenPayment(page, msisdn, sessions.prepaidWithEmail);
  await page.goto(`/payment/start/${segment}`);
  const button = main(page).getByRole('button', { name: action });
  await expectVisible(button, `the '${action}' button`);
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
  return button;
}

/*
 * Inside the modals the tests type and press keys instead of tapping, as a keyboard or
 * screen-reader user does (taps are covered by the other e2e files).
 */
const enterOtp = (page: Page) => typeCode(page, 'Enter the verification code');

async function enterPin(page: Page, pin: string) {
  const dialog = page.getByRole('dialog', { name: 'Enter your wallet PIN' });
  const first = dialog.getByLabel('Digit 1 of 4');
  await expectVisible(first, 'the PIN boxes');
  await expect.poll(() => first.isEnabled()).toBe(true);
  await first.focus();
  await page.keyboard.type(pin);
  const pay = dialog.getByRole('button', { name: 'Pay' });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await pay.focus();
  await page.keyboard.press('Enter');
}

async function expectThankYou(page: Page, timeout = 15_000): Promise<void> {
  await expectHeading(page, 'Thank you', "the 'Thank you' heading", timeout);
  expect(page.url()).toMatch(/\/payment\/status\?id=/);
}

/** The PIN is nowhere a script, the address bar or the console could show it. */
async function expectNoPinLeft(page: Page, log: PageLog): Promise<void> {
  const stored = await page.evaluate(() => {
    const dump = (s: Storage) =>
      Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i) ?? '')}`);
    return [...dump(sessionStorage), ...dump(localStorage)];
  });
  for (const entry of stored) expect(entry, 'storage').not.toMatch(pinToken);
  expect(page.url()).not.toMatch(pinToken);
  for (const line of log.console) expect(line, 'console').not.toMatch(pinToken);
}

/** The right PIN in the PIN modal: Thank you, and no trace of the PIN anywhere. */
async function payWithPin(page: Page, log: PageLog): Promise<void> {
  await enterPin(page, PIN);
  await expectThankYou(page);
  await expectNoPinLeft(page, log);
}

describe('wallet payments with 712000001', () => {
  // WAL-15
  test('airtime: OTP, "Are you sure?" Yes (double click), Thank you, one transaction', async ({
    page,
    baseUrl,
  }) => {
    const pay = await openMethod(page, '712000001', 'airtime', 'Pay with airtime');
    await expectNoAxeViolations(page);
    await pay.click();
    await enterOtp(page);
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expectVisible(confirm, "the 'Are you sure?' dialog");
    await expectNoAxeViolations(page);
    // Two activations of Yes in a row (the keyboard's double click).
    await confirm.getByRole('button', { name: 'Yes' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expectThankYou(page);
    expect(await sandboxTransactions(baseUrl)).toHaveLength(1);
  });

  // WAL-2
  test('mobile money: OTP 123456, PIN 1234, Thank you; no PIN in storage, URL or console', async ({
    page,
    log,
  }) => {
    const go = await openMethod(page, '712000001', 'twiga-money', 'Continue');
    await expectNoAxeViolations(page);
    await go.click();
    await enterOtp(page);
    await expectVisible(
      page.getByRole('dialog', { name: 'Enter your wallet PIN' }),
      'the PIN modal',
    );
    await expectNoAxeViolations(page);
    await payWithPin(page, log);
  });

  // WAL-1
  test('mobile money push (PIN option off): processing overlay, then Thank you', async ({
    page,
    baseUrl,
  }) => {
    await setSandboxConfig(baseUrl, { enableAmPin: false });
    const go = await openMethod(page, '712000001', 'twiga-money', 'Continue');
    await go.click();
    await expectThankYou(page);
    expect(await sandboxTransactions(baseUrl)).toHaveLength(1);
  });

  // PIN-6, WAL-8, WAL-9
  test('SmartCash: +255, Proceed, OTP, PIN modal with amount and help, Thank you; no PIN left', async ({
    page,
    log,
  }) => {
    const proceed = await openMethod(page, '712000001', 'smartcash', 'Proceed');
    await expectVisible(main(page).getByRole('button', { name: 'Cancel' }), 'Cancel');
    await expectNoAxeViolations(page);
    await proceed.click();
    await enterOtp(page);
    const dialog = page.getByRole('dialog', { name: 'Enter your wallet PIN' });
    await expectVisible(dialog.getByText(/Amount: TZS\s1,000/), 'the amount');
    await expectVisible(dialog.getByText('Attempts left: 5'), 'the attempts left');
    await expectVisible(
      dialog.getByText('Need help? Call customer care on 100.'),
      'the customer care number',
    );
    expect(await dialog.getByRole('link', { name: 'Dial *150*60#' }).getAttribute('href')).toBe(
      'tel:*150*60%23',
    );
    await expectNoAxeViolations(page);
    await payWithPin(page, log);
  });

  // WAL-13, WAL-14
  test('MPESA: Continue to pay (double click) makes one transaction, then Thank you', async ({
    page,
    baseUrl,
  }) => {
    const pay = await openMethod(page, '712000001', 'mpesa', 'Continue to pay');
    await expectVisible(main(page).getByRole('button', { name: 'Cancel' }), 'Cancel');
    await expectNoAxeViolations(page);
    await pay.dblclick();
    await expectThankYou(page);
    expect(await sandboxTransactions(baseUrl)).toHaveLength(1);
  });

  // PIN-3
  test('mobile money wrong PIN 1111: "Please enter correct PIN" with attempts left', async ({
    page,
  }) => {
    await (await openMethod(page, '712000001', 'twiga-money', 'Continue')).click();
    await enterOtp(page);
    await enterPin(page, '1111');
    const dialog = page.getByRole('dialog', { name: 'Enter your wallet PIN' });
    await expectVisible(
      dialog.getByRole('alert').getByText('Please enter correct PIN'),
      'the wrong-PIN message',
    );
    await expectVisible(dialog.getByText('Attempts left: 4'), 'the attempts left');
  });
});

describe('the documented failures', () => {
  // PIN-4
  test('712000003 mobile money: the wallet-locked message', async ({ page }) => {
    await (await openMethod(page, '712000003', 'twiga-money', 'Continue')).click();
    await enterOtp(page);
    await enterPin(page, PIN);
    const dialog = page.getByRole('dialog', { name: 'Wallet PIN locked' });
    await expectVisible(
      dialog.getByText(/visit a Twiga shop or call customer care on 100/),
      'the locked message',
    );
    await expectNoAxeViolations(page);
  });

  // WAL-11
  test('712000003 SmartCash: the blocked message', async ({ page }) => {
    await (await openMethod(page, '712000003', 'smartcash', 'Proceed')).click();
    await enterOtp(page);
    await enterPin(page, PIN);
    await expectVisible(
      page
        .getByRole('dialog', { name: 'SmartCash wallet blocked' })
        .getByText(
          'Your Smart Cash wallet has been blocked due to too many incorrect PIN attempts.',
        ),
      'the blocked message',
    );
  });

  // WAL-16
  test('712000002 airtime: the insufficient-balance message, nothing initiated', async ({
    page,
    baseUrl,
  }) => {
    await (await openMethod(page, '712000002', 'airtime', 'Pay with airtime')).click();
    await enterOtp(page);
    const dialog = page.getByRole('dialog', { name: 'Insufficient balance' });
    await expectVisible(
      dialog.getByText(
        "Looks like you don't have sufficient balance. Recharge airtime or try different payment method",
      ),
      'the insufficient-balance message',
    );
    await expectNoAxeViolations(page);
    expect(await sandboxTransactions(baseUrl)).toHaveLength(0);
  });

  // WAL-3
  test('712000004 mobile money: polls while IN_PROCESS, then Thank you', async ({ page }) => {
    await (await openMethod(page, '712000004', 'twiga-money', 'Continue')).click();
    await enterOtp(page);
    await enterPin(page, PIN);
    await expectVisible(
      page.getByRole('status').getByText('Processing your payment'),
      'the processing overlay while polling',
    );
    // Two 10 s polls (the spec's timer) before SUCCESS, then the status page's own refetches.
    await expectThankYou(page, 45_000);
  }, 60_000);

  test('712000005 MPESA: the failure reason on the status page', async ({ page }) => {
    await (await openMethod(page, '712000005', 'mpesa', 'Continue to pay')).click();
    await page.waitForURL(/\/payment\/status\?id=/);
    await expectVisible(main(page).getByText(/Insufficient funds in wallet/), 'the failure reason');
  });

  // OTP-8
  test('712000006 airtime: the OTP 502 message, and the modal closes', async ({ page }) => {
    await (await openMethod(page, '712000006', 'airtime', 'Pay with airtime')).click();
    await expectVisible(
      page.getByText('max limit exhausted, please try after sometime.'),
      'the OTP limit message',
    );
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Enter the verification code' }).count())
      .toBe(0);
  });
});
