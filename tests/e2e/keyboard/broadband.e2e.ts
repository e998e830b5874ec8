/**
 * A11Y-5: the broadband pages by keyboard alone, in English and Swahili, on a 360 px phone: the
 * router line 714000001's balance check (OTP 123456, then its active bundles) and a router bundle
 * on /data-bundle, and a recharge on /broadband-recharge, each as far as the payment
 * page; the English recharge goes on, by airtime (OTP 123456, "Are you sure?" Yes), to the status
 * page. Keys only, at a person's pace (support/keyboard.ts); after each move the test checks where
 * focus is and what was said, and axe checks every state reached.
 */
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expectNoAxeViolations, expectVisible, test } from '../support/index.ts';
import * as keys from './keys.ts';
import { main, openPage } from '../support/screen.ts';

/** The broadband pages' words in one language, as the spec and the CMS packages write them. */
interface Words {
  prefix: '' | '/sw';
  dataBundleTitle: string;
  rechargeTitle: string;
  mobileNumber: RegExp;
  amount: RegExp;
  checking: string;
  confirmed: string;
  checkBalance: string;
  otpTitle: string;
  /** The note of the code sent: the router's last three digits. */
  codeSent: string;
  digit1: string;
  balanceLoading: string;
  activeBundles: string;
  close: string;
  bundlesArrived: RegExp;
  pay: string;
  payment: string;
}

const EN: Words = {
  prefix: '',
  dataBundleTitle: 'Broadband data bundles',
  rechargeTitle: 'Broadband recharge',
  mobileNumber: /Mobile Number/,
  amount: /Amount/,
  checking: 'Checking number…',
  confirmed: 'Broadband line confirmed',
  checkBalance: 'Check balance',
  otpTitle: 'Verify your number',
  codeSent: 'We sent a 6-digit code to the number ending 001.',
  digit1: 'Digit 1 of 6',
  balanceLoading: 'Checking your balance…',
  activeBundles: 'Active bundles',
  close: 'Close',
  bundlesArrived: /^\d+ bundles to choose from$/,
  pay: 'Pay',
  payment: 'Payment',
};

const SW: Words = {
  prefix: '/sw',
  dataBundleTitle: 'Vifurushi vya data vya intaneti ya kasi',
  rechargeTitle: 'Kuongeza salio la intaneti ya kasi',
  mobileNumber: /Namba ya Simu/,
  amount: /Kiasi/,
  checking: 'Inakagua namba…',
  confirmed: 'Laini ya intaneti ya kasi imethibitishwa',
  checkBalance: 'Angalia salio',
  otpTitle: 'Thibitisha namba yako',
  codeSent: 'Tumetuma msimbo wa tarakimu 6 kwa namba inayoishia na 001.',
  digit1: 'Tarakimu 1 kati ya 6',
  balanceLoading: 'Inaangalia salio lako…',
  activeBundles: 'Vifurushi vinavyotumika',
  close: 'Funga',
  bundlesArrived: /^Vifurushi \d+ vya kuchagua$/,
  pay: 'Lipa',
  payment: 'Malipo',
};

/** Opens `path`, Tabs to the Mobile Number field and types the router's number. */
async function typeRouterNumber(page: Page, path: string, title: string, words: Words) {
  await openPage(page, `${words.prefix}${path}`, title);
  const phone = main(page).getByRole('textbox', { name: words.mobileNumber });
  await keys.tabTo(page, phone, 'the Mobile Number field');
  await keys.typeAtPace(page, '714000001');
}

/**
 * The balance check's OTP dialog opens on its first code box and says the code went out; 123456
 * opens the active bundles, said and axe-clean; Escape closes them back onto Check balance.
 */
async function checkBalanceWithCode(page: Page, words: Words): Promise<void> {
  const dialog = page.getByRole('dialog', { name: words.otpTitle });
  await keys.expectFocusArrives(
    page,
    dialog.getByRole('textbox', { name: words.digit1 }),
    'the first code box',
  );
  await keys.expectAnnounced(page, words.codeSent);
  await expectNoAxeViolations(page);
  await keys.typeAtPace(page, '123456');
  // A11Y-3: the query after the code is said.
  await keys.expectAnnounced(page, words.balanceLoading);
  const balances = page.getByRole('dialog', { name: words.activeBundles });
  await keys.expectFocusArrives(
    page,
    balances.getByRole('button', { name: words.close }),
    'the Close button of the active bundles',
  );
  await expectNoAxeViolations(page);
  await keys.press(page, 'Escape');
  await keys.expectFocusArrives(
    page,
    main(page).getByRole('button', { name: words.checkBalance }),
    `the '${words.checkBalance}' button`,
  );
}

/** Tabs from Check balance to the router bundle and presses Enter: the payment page. */
async function buyRouterBundle(page: Page, words: Words): Promise<void> {
  const bundle = main(page).getByRole('button', { name: /Router Data 20GB Wiki/ });
  await keys.tabTo(page, bundle, 'the Router Data 20GB Wiki bundle', { max: 12 });
  await keys.press(page, 'Enter');
  await keys.expectArrivedAt(page, words.payment);
  await expectNoAxeViolations(page);
}

describe('data bundles, keyboard only', () => {
  // A11Y-1, A11Y-2, A11Y-3, A11Y-5
  test('English: Check balance pressed while the number is checked waits, then asks for the code; the bundles; a router bundle reaches Payment', async ({
    page,
  }) => {
    await typeRouterNumber(page, '/data-bundle', EN.dataBundleTitle, EN);
    // A11Y-2: the button is in the tab order while the line check runs, and a press waits for it.
    const check = main(page).getByRole('button', { name: EN.checkBalance });
    await keys.tabOnceTo(
      page,
      check,
      `the '${EN.checkBalance}' button, while the number is checked`,
    );
    await keys.press(page, 'Enter');
    await keys.expectAnnounced(page, EN.checking);
    await keys.expectAnnounced(page, EN.confirmed);
    // A11Y-3: the router's bundles arriving is said.
    await keys.expectAnnounced(page, EN.bundlesArrived);
    await checkBalanceWithCode(page, EN);
    await buyRouterBundle(page, EN);
  });

  // A11Y-1, A11Y-3, A11Y-5
  test('Swahili: Angalia salio by Space, the code, the active bundles, a router bundle reaches Malipo', async ({
    page,
  }) => {
    await typeRouterNumber(page, '/data-bundle', SW.dataBundleTitle, SW);
    await keys.expectAnnounced(page, SW.confirmed);
    await keys.expectAnnounced(page, SW.bundlesArrived);
    const check = main(page).getByRole('button', { name: SW.checkBalance });
    await keys.tabOnceTo(page, check, `the '${SW.checkBalance}' button`);
    await keys.press(page, 'Space');
    await checkBalanceWithCode(page, SW);
    await buyRouterBundle(page, SW);
  });
});

/** Tabs to the amount right after the number (the check still runs), types `amount`, Tabs to Pay. */
async function rechargeToPayment(page: Page, words: Words, amount: string): Promise<void> {
  await typeRouterNumber(page, '/broadband-recharge', words.rechargeTitle, words);
  const amountField = main(page).getByRole('textbox', { name: words.amount });
  await keys.tabOnceTo(page, amountField, 'the Amount field');
  await keys.typeAtPace(page, amount);
  const pay = main(page).getByRole('button', { name: words.pay, exact: true });
  // A11Y-2: reachable whether or not the line check has answered yet.
  await keys.tabOnceTo(page, pay, `the '${words.pay}' button`);
  await keys.press(page, 'Enter');
  // A kept press pays once the check passes (A11Y-2); the check's result was said (A11Y-3).
  await keys.expectAnnounced(page, words.confirmed);
  await keys.expectArrivedAt(page, words.payment);
  await expectNoAxeViolations(page);
}

describe('broadband recharge, keyboard only', () => {
  // A11Y-1, A11Y-2, A11Y-3, A11Y-5
  test('English: 714000001 and TZS 1000 reach Payment; airtime, code 123456 and Yes reach Thank you', async ({
    page,
  }) => {
    // TZS 1000: within the router's airtime (the sandbox seeds its line with TZS 3000).
    await rechargeToPayment(page, EN, '1000');

    const airtime = main(page).getByRole('button', { name: 'Airtime' });
    await keys.tabTo(page, airtime, 'the Airtime method', { max: 20 });
    await keys.press(page, 'Enter');
    // A11Y-1: a method change is a move inside the page: focus stays on the method, said.
    await keys.expectFocusArrives(page, airtime, 'the Airtime method, opened');
    await keys.expectAnnounced(page, 'Airtime');
    await expectNoAxeViolations(page);

    const payWithAirtime = main(page).getByRole('button', { name: 'Pay with airtime' });
    // The method's form loads into the opened panel (the payment page's own tests cover that).
    await expectVisible(payWithAirtime, "the 'Pay with airtime' button");
    await keys.tabTo(page, payWithAirtime, "the 'Pay with airtime' button", { max: 6 });
    // A11Y-2: the recharge page asked no e-mail: a press says what is missing and goes there.
    await keys.press(page, 'Enter');
    const email = main(page).getByRole('textbox', { name: /Email/ });
    await keys.expectFocusArrives(page, email, 'the Email field the press found missing');
    await keys.typeAtPace(page, 'payer@example.co.tz');
    await keys.tabTo(page, payWithAirtime, "the 'Pay with airtime' button", { max: 3 });
    await keys.press(page, 'Enter');
    const otp = page.getByRole('dialog', { name: 'Enter the verification code' });
    await keys.expectFocusArrives(
      page,
      otp.getByRole('textbox', { name: 'Digit 1 of 6' }),
      'the first code box',
    );
    await expectNoAxeViolations(page);
    await keys.typeAtPace(page, '123456');

    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    const yes = confirm.getByRole('button', { name: 'Yes' });
    await keys.expectFocusArrives(
      page,
      confirm.getByRole('button', { name: 'Close' }),
      'the Close button of "Are you sure?"',
    );
    await expectNoAxeViolations(page);
    await keys.tabTo(page, yes, 'Yes', { max: 4 });
    await keys.press(page, 'Enter');
    await keys.expectArrivedAt(page, 'Thank you');
    await expectNoAxeViolations(page);
  });

  // A11Y-1, A11Y-2, A11Y-5
  test('Swahili: 714000001 and TZS 5000, Lipa reaches Malipo', async ({ page }) => {
    await rechargeToPayment(page, SW, '5000');
  });
});
