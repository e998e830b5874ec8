/**
 * A11Y-5: paying a bill by keyboard alone, in English and Swahili, on a 360 px phone: the postpaid
 * bill of 713000001 looked up by OTP (123456; any other code is wrong) or by its account number
 * 1000000001, and the fixed-internet invoices of PE0000000001 (billing@example.co.tz), each as far
 * as the payment page. Keys only, at a person's pace (support/keyboard.ts); after each move the
 * test checks where focus is and what was said, and axe checks every state reached.
 */
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expectNoAxeViolations, expectVisible, test } from '../support/index.ts';
import * as keys from './keys.ts';
import { main, openPage } from '../support/screen.ts';

/** The words of one language, as the spec and the CMS packages write them. */
interface Words {
  prefix: '' | '/sw';
  postpaidTitle: string;
  mobileNumber: RegExp;
  confirmed: string;
  viaOtp: string;
  viaAccount: string;
  otpTitle: string;
  codeSent: string;
  digit1: string;
  accountTitle: string;
  accountNumber: RegExp;
  continue: string;
  outstanding: RegExp;
  payBill: RegExp;
  payment: string;
}

const EN: Words = {
  prefix: '',
  postpaidTitle: 'Pay your postpaid bill',
  mobileNumber: /Mobile Number/,
  confirmed: 'Postpaid line confirmed',
  viaOtp: 'Get bill via OTP',
  viaAccount: 'Use account number',
  otpTitle: 'Verify your number',
  codeSent: 'We sent a one-time code to +255 713000001.',
  digit1: 'Digit 1 of 6',
  accountTitle: 'Enter your account number',
  accountNumber: /Account Number/,
  continue: 'Continue',
  // 45500.50 rounds up to a whole shilling (the sandbox's bill of 713000001).
  outstanding: /Outstanding amount: TZS\s*45,501/,
  payBill: /^Pay TZS\s*45,501$/,
  payment: 'Payment',
};

const SW: Words = {
  prefix: '/sw',
  postpaidTitle: 'Lipa bili yako ya malipo baada',
  mobileNumber: /Namba ya Simu/,
  confirmed: 'Namba ya malipo baada imethibitishwa',
  viaOtp: 'Pata bili kwa OTP',
  viaAccount: 'Tumia namba ya akaunti',
  otpTitle: 'Thibitisha namba yako',
  codeSent: 'Tumetuma nambari ya siri ya mara moja kwa +255 713000001.',
  digit1: 'Tarakimu 1 kati ya 6',
  accountTitle: 'Weka namba yako ya akaunti',
  accountNumber: /Namba ya Akaunti/,
  continue: 'Endelea',
  outstanding: /Kiasi kinachodaiwa: TZS\s*45,501/,
  payBill: /^Lipa TZS\s*45,501$/,
  payment: 'Malipo',
};

/** Opens the postpaid page, Tabs to the number, types 713000001 and hears it confirmed. */
async function confirmPostpaidLine(page: Page, words: Words): Promise<void> {
  await openPage(page, `${words.prefix}/postpaid-bill-pay`, words.postpaidTitle);
  const phone = main(page).getByRole('textbox', { name: words.mobileNumber });
  await keys.tabTo(page, phone, 'the Mobile Number field');
  await keys.typeAtPace(page, '713000001');
  // A11Y-3: the line check's result is said; the bill choice appears with it.
  await keys.expectAnnounced(page, words.confirmed);
}

/** The bill is shown and said (A11Y-3); Tab reaches its Pay button and Enter opens Payment. */
async function payTheBill(page: Page, words: Words): Promise<void> {
  await keys.expectAnnounced(page, words.outstanding);
  await expectVisible(main(page).getByText(words.outstanding), 'the outstanding amount');
  await expectNoAxeViolations(page);
  const pay = main(page).getByRole('button', { name: words.payBill });
  await keys.tabTo(page, pay, 'the Pay button of the bill', { max: 3 });
  await keys.press(page, 'Enter');
  // A11Y-1: a new page: focus on its heading, its name said.
  await keys.expectArrivedAt(page, words.payment);
  await expectNoAxeViolations(page);
}

/** The dialog closed: focus is back on the button `opener` that opened it; then payTheBill. */
async function payFromOpener(page: Page, words: Words, opener: string): Promise<void> {
  const button = main(page).getByRole('button', { name: opener });
  await keys.expectFocusArrives(page, button, `the '${opener}' button`);
  await payTheBill(page, words);
}

/** Presses Enter on 'Get bill via OTP': the dialog opens on its first code box, the code is sent. */
async function openOtpDialog(page: Page, words: Words) {
  const viaOtp = main(page).getByRole('button', { name: words.viaOtp });
  await keys.tabOnceTo(page, viaOtp, `the '${words.viaOtp}' button`);
  await keys.press(page, 'Enter');
  const dialog = page.getByRole('dialog', { name: words.otpTitle });
  const firstBox = dialog.getByRole('textbox', { name: words.digit1 });
  await keys.expectFocusArrives(page, firstBox, 'the first code box');
  // A11Y-3: the code going out is said (a screen reader does not read the note by itself).
  await keys.expectAnnounced(page, words.codeSent);
  await expectNoAxeViolations(page);
  return { dialog, firstBox };
}

describe('postpaid bill by OTP, keyboard only', () => {
  // A11Y-1, A11Y-3, A11Y-5
  test('English: a wrong code says the attempts left and keeps focus on the code; resend comes back; 123456 shows the bill; Pay reaches Payment', async ({
    page,
  }) => {
    // The 60 s resend countdown runs on the page's clock, so the test can move it on.
    await page.clock.install();
    await confirmPostpaidLine(page, EN);
    const { dialog, firstBox } = await openOtpDialog(page, EN);

    await keys.typeAtPace(page, '111111');
    // A11Y-3: the wrong code and the attempts left are said once, urgently.
    await keys.expectAnnounced(page, 'Please enter correct OTP');
    await keys.expectAnnounced(page, 'Attempts left: 4');
    // The boxes are cleared and focus is back on the first: the next code can be typed at once.
    await keys.expectFocusArrives(page, firstBox, 'the first code box after a wrong code');
    await expectNoAxeViolations(page);

    await page.clock.fastForward('01:00');
    await keys.expectAnnounced(page, 'You can ask for a new code now.');
    const resend = dialog.getByRole('button', { name: 'Resend code' });
    // Forward from the first box: the other five, Verify, then Resend code.
    await keys.tabTo(page, resend, 'the Resend code button', { max: 8 });
    await keys.press(page, 'Enter');
    // A11Y-3: a new code going out is said again.
    await keys.expectAnnounced(page, EN.codeSent);
    await keys.tabTo(page, firstBox, 'the first code box', { backwards: true, max: 8 });
    await keys.typeAtPace(page, '123456');

    // The dialog closes: focus goes back to the button that opened it.
    await payFromOpener(page, EN, EN.viaOtp);
  });

  // A11Y-1, A11Y-3, A11Y-5
  test('Swahili: the code is said sent, 123456 shows the bill, Lipa reaches Malipo', async ({
    page,
  }) => {
    await confirmPostpaidLine(page, SW);
    await openOtpDialog(page, SW);
    await keys.typeAtPace(page, '123456');
    await payFromOpener(page, SW, SW.viaOtp);
  });
});

/** From the bill choice, Tab to 'Use account number', Enter, and Tab into its field. */
async function openAccountDialog(page: Page, words: Words) {
  const viaAccount = main(page).getByRole('button', { name: words.viaAccount });
  await keys.tabTo(page, viaAccount, `the '${words.viaAccount}' button`, { max: 2 });
  await keys.press(page, 'Enter');
  const dialog = page.getByRole('dialog', { name: words.accountTitle });
  await keys.expectFocusArrives(page, dialog.getByRole('button', { name: /Close|Funga/ }), 'Close');
  await expectNoAxeViolations(page);
  const field = dialog.getByRole('textbox', { name: words.accountNumber });
  await keys.tabOnceTo(page, field, 'the account number field');
  return { dialog, field };
}

describe('postpaid bill by account number, keyboard only', () => {
  // A11Y-1, A11Y-2, A11Y-3, A11Y-5
  test('English: 1000000001, Continue (pressed while the number is checked), the bill, Payment', async ({
    page,
  }) => {
    await confirmPostpaidLine(page, EN);
    const { dialog } = await openAccountDialog(page, EN);
    await keys.typeAtPace(page, '1000000001');
    await keys.tabOnceTo(page, dialog.getByRole('button', { name: EN.continue }), 'Continue');
    await keys.press(page, 'Enter');
    await payFromOpener(page, EN, EN.viaAccount);
  });

  // A11Y-1, A11Y-3, A11Y-5
  test('Swahili: a wrong account number is said and keeps focus in the dialog; 1000000001 then Lipa reaches Malipo', async ({
    page,
  }) => {
    await confirmPostpaidLine(page, SW);
    const { dialog, field } = await openAccountDialog(page, SW);
    await keys.typeAtPace(page, '1000000009');
    // Enter in the field sends it, as a person who knows forms does.
    await keys.press(page, 'Enter');
    // The server's words under the field (its error line is a polite live region).
    await keys.expectAnnounced(page, 'The account number does not match the mobile number.');
    await keys.expectFocusArrives(page, field, 'the account number field after the refusal');
    await expectNoAxeViolations(page);
    for (let i = 0; i < 10; i++) await keys.press(page, 'Backspace');
    await keys.typeAtPace(page, '1000000001');
    await keys.tabOnceTo(page, dialog.getByRole('button', { name: SW.continue }), SW.continue);
    await keys.press(page, 'Space');
    await payFromOpener(page, SW, SW.viaAccount);
  });
});

/** The fixed-internet page's words in one language. */
interface InvoiceWords {
  path: string;
  title: string;
  accountNo: RegExp;
  email: RegExp;
  showBills: string;
  found: string;
  payInvoice: RegExp;
  payment: string;
}

const INVOICES_EN: InvoiceWords = {
  path: '/orp/fixed-internet',
  title: 'Pay your fixed internet bill',
  accountNo: /Account Number/,
  email: /Email/,
  showBills: 'SHOW BILLS',
  found: '3 open invoices found',
  payInvoice: /^Pay invoice/,
  payment: 'Payment',
};

const INVOICES_SW: InvoiceWords = {
  path: '/sw/orp/fixed-internet',
  title: 'Lipa bili yako ya intaneti ya waya',
  accountNo: /Namba ya Akaunti/,
  email: /Barua Pepe/,
  showBills: 'ONYESHA BILI',
  found: 'Ankara 3 ambazo hazijalipwa zimepatikana',
  payInvoice: /^Lipa ankara/,
  payment: 'Malipo',
};

/** Tabs to the account number and the e-mail and types PE0000000001 and billing@example.co.tz. */
async function typeAccount(page: Page, words: InvoiceWords) {
  await openPage(page, words.path, words.title);
  const account = main(page).getByRole('textbox', { name: words.accountNo });
  await keys.tabTo(page, account, 'the Account Number field');
  await keys.typeAtPace(page, 'PE0000000001');
  const email = main(page).getByRole('textbox', { name: words.email });
  await keys.tabOnceTo(page, email, 'the Email field');
  await keys.typeAtPace(page, 'billing@example.co.tz');
  return { email, showBills: main(page).getByRole('button', { name: words.showBills }) };
}

/** The invoices are said (A11Y-3); Tab reaches the first invoice's Pay and Enter opens Payment. */
async function payFirstInvoice(page: Page, words: InvoiceWords): Promise<void> {
  const first = main(page).getByRole('button', { name: words.payInvoice }).first();
  await keys.tabOnceTo(page, first, 'the Pay button of the first invoice');
  await keys.press(page, 'Enter');
  await keys.expectArrivedAt(page, words.payment);
  await expectNoAxeViolations(page);
}

describe('fixed-internet invoices, keyboard only', () => {
  // A11Y-1, A11Y-2, A11Y-3, A11Y-5
  test('English: SHOW BILLS by Enter keeps focus on it while the invoices load; they are said; Pay reaches Payment', async ({
    page,
  }) => {
    const { showBills } = await typeAccount(page, INVOICES_EN);
    await keys.tabOnceTo(page, showBills, INVOICES_EN.showBills);
    await keys.press(page, 'Enter');
    await keys.expectFocusNow(page, showBills, `${INVOICES_EN.showBills}, while the invoices load`);
    await keys.expectAnnounced(page, INVOICES_EN.found);
    await keys.expectFocusNow(page, showBills, `${INVOICES_EN.showBills}, with the invoices shown`);
    await expectNoAxeViolations(page);
    await payFirstInvoice(page, INVOICES_EN);
  });

  // A11Y-1, A11Y-2, A11Y-3, A11Y-5
  test('Swahili: Enter in the e-mail field keeps focus there while the invoices load; Lipa reaches Malipo', async ({
    page,
  }) => {
    const { email, showBills } = await typeAccount(page, INVOICES_SW);
    await keys.press(page, 'Enter');
    await keys.expectFocusNow(page, email, 'the e-mail field, while the invoices load');
    await keys.expectAnnounced(page, INVOICES_SW.found);
    await keys.expectFocusNow(page, email, 'the e-mail field, with the invoices shown');
    await expectNoAxeViolations(page);
    await keys.tabOnceTo(page, showBills, INVOICES_SW.showBills);
    await payFirstInvoice(page, INVOICES_SW);
  });
});
