/**
 * Keyboard steps of the recharge-and-pay flows (A11Y-5): what a keyboard and screen-reader payer
 * does on the recharge page, the payment page's methods, their dialogs and the card gateway, in
 * each language's own words. Keys only, through tests/e2e/support/keyboard.ts.
 */
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe.ts';
import { main } from '../support/screen.ts';
import {
  expectAnnounced,
  expectArrivedAt,
  expectFocusArrives,
  expectFocusNow,
  press,
  tabOnceTo,
  tabTo,
  typeAtPace,
} from '../support/keyboard.ts';

/** The words a payer sees, per language (schemas/cms/{en,sw}/*.json as published). */
export const WORDS = {
  en: {
    prepaidLink: 'Prepaid recharge',
    prepaidHeading: 'Buy airtime and bundles',
    phone: /Mobile Number/,
    amount: /Amount/,
    pay: 'Pay',
    checking: 'Checking number…',
    confirmed: 'Prepaid line confirmed',
    bundles: 'Bundles',
    bundlesArrived: /^\d+ bundles to choose from$/,
    paymentHeading: 'Payment',
    digit: (n: number, of: number) => `Digit ${n} of ${of}`,
    email: /Email/,
    card: 'Debit / Credit card',
    gateways: 'Choose a payment gateway',
    cardContinue: 'Continue',
    airtime: 'Airtime',
    airtimeSubmit: 'Pay with airtime',
    money: 'Twiga Money',
    moneySubmit: 'Continue',
    smartcash: 'SmartCash',
    smartcashSubmit: 'Proceed',
    mpesa: 'M-Pesa',
    mpesaSubmit: 'Continue to pay',
    otpDialog: 'Enter the verification code',
    pinDialog: 'Enter your wallet PIN',
    pinPay: 'Pay',
    confirmDialog: 'Are you sure?',
    yes: 'Yes',
    processing: 'Processing your payment',
    thankYou: 'Thank you',
    successful: 'Successful.',
  },
  sw: {
    prepaidLink: 'Kuongeza salio la malipo kabla',
    prepaidHeading: 'Nunua muda wa maongezi na vifurushi',
    phone: /Namba ya Simu/,
    amount: /Kiasi/,
    pay: 'Lipa',
    checking: 'Tunaangalia namba…',
    confirmed: 'Namba ya malipo kabla imethibitishwa',
    bundles: 'Vifurushi',
    bundlesArrived: /^Vifurushi \d+ vya kuchagua$/,
    paymentHeading: 'Malipo',
    digit: (n: number, of: number) => `Tarakimu ${n} kati ya ${of}`,
    email: /Barua Pepe/,
    card: 'Kadi ya Benki / Mkopo',
    gateways: 'Chagua njia ya kulipia kadi',
    cardContinue: 'Endelea',
    airtime: 'Salio la muda wa maongezi',
    airtimeSubmit: 'Lipa kwa salio la muda wa maongezi',
    money: 'Twiga Money',
    moneySubmit: 'Endelea',
    smartcash: 'SmartCash',
    smartcashSubmit: 'Endelea',
    mpesa: 'M-Pesa',
    mpesaSubmit: 'Endelea kulipa',
    otpDialog: 'Weka nambari ya uthibitisho',
    pinDialog: 'Weka PIN ya pochi yako',
    pinPay: 'Lipa',
    confirmDialog: 'Una uhakika?',
    yes: 'Ndiyo',
    processing: 'Tunashughulikia malipo yako',
    thankYou: 'Asante',
    successful: 'Yamefanikiwa.',
  },
} as const;
export type Words = (typeof WORDS)[keyof typeof WORDS];

const textbox = (page: Page, name: RegExp): Locator => main(page).getByRole('textbox', { name });

/**
 * On the prepaid page (focus on its heading): the number, Tab, the amount, Tab to Pay at pace
 * (A11Y-2: reachable while the line check still runs) and Enter: the payment page (A11Y-1).
 */
export async function payAmount(page: Page, w: Words, msisdn: string, amount: string) {
  await tabTo(page, textbox(page, w.phone), 'the Mobile Number field');
  await typeAtPace(page, msisdn);
  await tabOnceTo(page, textbox(page, w.amount), 'the Amount field');
  await typeAtPace(page, amount);
  await tabOnceTo(page, main(page).getByRole('button', { name: w.pay, exact: true }), w.pay);
  await press(page, 'Enter');
  await expectArrivedAt(page, w.paymentHeading);
}

/** From the home page: Prepaid recharge by Tab and Enter, and the page's arrival (A11Y-1). */
export async function openPrepaidFromHome(page: Page, w: Words) {
  await expectNoAxeViolations(page);
  await tabTo(page, main(page).getByRole('link', { name: w.prepaidLink }), w.prepaidLink);
  await press(page, 'Enter');
  await expectArrivedAt(page, w.prepaidHeading);
  await expectNoAxeViolations(page);
}

/**
 * A11Y-1 within the page: Tab to another method's accordion button, Enter; focus is on that
 * method and its name is said.
 */
export async function chooseMethod(page: Page, label: string) {
  const method = main(page).getByRole('button', { name: label, exact: true });
  await tabTo(page, method, `the '${label}' method`);
  await press(page, 'Enter');
  await expectFocusArrives(page, method.and(page.locator('[aria-expanded="true"]')), label);
  await expectAnnounced(page, label);
  await expectNoAxeViolations(page);
}

/** The code boxes of dialog `name`: focus arrives on the first box, the code is typed at pace. */
export async function typeCodeInDialog(page: Page, w: Words, name: string, digits: string) {
  const dialog = page.getByRole('dialog', { name });
  const first = dialog.getByLabel(w.digit(1, digits.length));
  await expectFocusArrives(page, first, `the first box of '${name}'`);
  await expectNoAxeViolations(page);
  await typeAtPace(page, digits);
}

/** Tab to the enabled-looking button `name` in the main area and press Enter. */
export async function pressButton(page: Page, name: string, scope: Locator = main(page)) {
  await tabTo(page, scope.getByRole('button', { name, exact: true }), `the '${name}' button`);
  await press(page, 'Enter');
}

/** Tab to the field `name` and type `text` at pace. */
export async function typeInto(page: Page, name: RegExp, text: string) {
  await tabTo(page, textbox(page, name), `the ${String(name)} field`);
  await typeAtPace(page, text);
}

/** The status page after a move inside the portal: focus on its outcome heading, the outcome said. */
export async function expectOutcome(page: Page, heading: string, message: string) {
  await page.waitForURL(/\/payment\/status\?id=/, { timeout: 30_000 });
  await expectArrivedAt(page, heading);
  await expectAnnounced(page, message);
  await expectNoAxeViolations(page);
}

/** The sandbox's happy line: its OTP and wallet PIN (README "Sandbox test data"). */
const OTP = '123456';
const PIN = '1234';
const EMAIL = 'payer@example.co.tz';

/** The OTP dialog, then the PIN dialog (focus on their first boxes), then the PIN's Pay. */
async function otpThenPin(page: Page, w: Words) {
  await typeCodeInDialog(page, w, w.otpDialog, OTP);
  await typeCodeInDialog(page, w, w.pinDialog, PIN);
  await pressButton(page, w.pinPay, page.getByRole('dialog', { name: w.pinDialog }));
}

/**
 * Each method's steps from the payment page (focus on its heading or the method) to the moment
 * the payment leaves the form; the status page follows (expectOutcome), except for the card,
 * whose gateway page is pressed here too.
 */
export const PAY_BY = {
  /** Selcom (the arrows choose inside the radio group), email, Continue, Approve at the gateway. */
  async card(page: Page, w: Words) {
    const gateways = main(page).getByRole('group', { name: w.gateways });
    await tabTo(page, gateways.getByRole('radio', { checked: true }), 'the chosen gateway');
    await press(page, 'ArrowDown');
    await expectFocusNow(page, gateways.getByRole('radio', { name: 'Selcom' }), 'Selcom');
    await tabOnceTo(page, textbox(page, w.email), 'the Email field');
    await typeAtPace(page, EMAIL);
    await tabOnceTo(page, main(page).getByRole('button', { name: w.cardContinue }), 'Continue');
    await press(page, 'Enter');
    await page.waitForURL('**/__sandbox/gw/pay?tid=*');
    await tabTo(page, page.getByRole('button', { name: 'Approve' }), 'Approve at the gateway');
    await press(page, 'Enter');
  },
  async airtime(page: Page, w: Words) {
    await typeInto(page, w.email, EMAIL);
    await pressButton(page, w.airtimeSubmit);
    await typeCodeInDialog(page, w, w.otpDialog, OTP);
    const confirm = page.getByRole('dialog', { name: w.confirmDialog });
    await expectFocusArrives(page, confirm.getByRole('button').first(), 'the confirm dialog');
    await expectNoAxeViolations(page);
    await pressButton(page, w.yes, confirm);
  },
  async money(page: Page, w: Words) {
    await pressButton(page, w.moneySubmit);
    await otpThenPin(page, w);
    // A11Y-3: the overlay covering the form is said.
    await expectAnnounced(page, w.processing);
  },
  async smartcash(page: Page, w: Words) {
    await pressButton(page, w.smartcashSubmit);
    await otpThenPin(page, w);
  },
  async mpesa(page: Page, w: Words) {
    await typeInto(page, w.email, EMAIL);
    await pressButton(page, w.mpesaSubmit);
    await expectAnnounced(page, w.processing);
  },
} as const;
export type Method = keyof typeof PAY_BY;

/** The method's accordion label in `w`. */
export const labelOf = (w: Words, method: Method): string => w[method];
