/**
 * A11Y-5: the home-broadband lead by keyboard alone, at 360 px, in English and Swahili: from the
 * home page's link through the plan, the details, the address (geocoded, or the keyless map
 * picker when the geocoder finds nothing), the OTP and the outcome, to the lead status page.
 * Keys only (Tab, Shift+Tab, Enter, Space, typing at a person's pace); the sandbox's fixed rows
 * (sandbox-test-data.md, "Home broadband"): Dar es Salaam and Dodoma are feasible, OTP 123456.
 */
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, expectNoAxeViolations, injectFault, main, test } from '../support/index.ts';
import * as keys from './keys.ts';

/** The words of one language, as a person reads them on the page. */
interface Words {
  homeLink: string;
  heading: string;
  plans: string;
  proceed: string;
  chooseFirst: string;
  details: string;
  fullName: RegExp;
  contact: RegExp;
  email: RegExp;
  town: RegExp;
  search: string;
  address: RegExp;
  consent: RegExp;
  otpTitle: string;
  sentTo: string;
  success: string;
  payment: string;
}

const ENGLISH: Words = {
  homeLink: 'Get home broadband',
  heading: 'Home broadband',
  plans: 'Choose a plan',
  proceed: 'Proceed',
  chooseFirst: 'Choose a plan first.',
  details: 'Your details',
  fullName: /Full Name/,
  contact: /Contact Number/,
  email: /Email/,
  town: /^Town/,
  search: 'Search',
  address: /Installation Address/,
  consent: /terms and conditions/,
  otpTitle: 'Verify your number',
  sentTo: 'We sent a 6-digit code to the number ending in 001.',
  success: 'Congratulations',
  payment: 'Payment',
};

const SWAHILI: Words = {
  homeLink: 'Pata intaneti ya nyumbani',
  heading: 'Intaneti ya nyumbani',
  plans: 'Chagua kifurushi',
  proceed: 'Endelea',
  chooseFirst: 'Chagua kifurushi kwanza.',
  details: 'Taarifa zako',
  fullName: /Jina Kamili/,
  contact: /Namba ya Mawasiliano/,
  email: /Barua Pepe/,
  town: /^Mji/,
  search: 'Tafuta',
  address: /Anwani ya Ufungaji/,
  consent: /vigezo na masharti/,
  otpTitle: 'Thibitisha namba yako',
  sentTo: 'Tumetuma msimbo wa tarakimu 6 kwa namba inayoishia 001.',
  success: 'Hongera',
  payment: 'Malipo',
};

/** From the home page's link to the plan table, a plan refused then chosen, then Proceed. */
async function choosePlanByKeyboard(page: Page, words: Words, home: string): Promise<void> {
  await page.goto(home);
  await keys.tabTo(page, main(page).getByRole('link', { name: words.homeLink }), words.homeLink);
  await keys.press(page, 'Enter');
  // A11Y-1: the new page starts at its heading, and says its name.
  await keys.expectArrivedAt(page, words.heading);
  await expectNoAxeViolations(page);

  const plans = page.getByRole('group', { name: words.plans });
  const firstPlan = plans.getByRole('radio').first();
  const proceed = main(page).getByRole('button', { name: words.proceed });
  // A11Y-2: Proceed is in the tab order before a plan is chosen, and a press says what is missing.
  await keys.tabTo(page, proceed, `${words.proceed} before a plan is chosen`);
  await keys.press(page, 'Enter');
  await keys.expectAnnounced(page, words.chooseFirst);
  await keys.tabTo(page, firstPlan, 'the first plan', { backwards: true });
  await keys.press(page, 'Space');
  expect(await firstPlan.isChecked()).toBe(true);
  await keys.tabTo(page, proceed, words.proceed);
  await keys.press(page, 'Enter');
  // A11Y-1: a move inside the page starts at the new step's heading, and says it.
  await keys.expectFocusArrives(
    page,
    main(page).getByRole('heading', { name: words.details }),
    `the '${words.details}' heading`,
  );
  await keys.expectAnnounced(page, words.details);
}

/** The sandbox's lead: Asha Mushi of Dar es Salaam (feasible), at an address each test gives. */
const LEAD = { name: 'Asha Mushi', town: 'Dar es Salaam' };

/** The details form, field after field with Tab, then its Proceed. */
async function fillDetailsByKeyboard(page: Page, words: Words, address: string): Promise<void> {
  const lead = { ...LEAD, address };
  const form = main(page);
  const field = (name: RegExp) => form.getByRole('textbox', { name });
  await keys.typeInto(page, field(words.fullName), 'the Full Name field', lead.name);
  await keys.typeNext(page, field(words.contact), 'the Contact Number', '712000001');
  await keys.typeNext(page, field(words.email), 'the Email field', 'asha@example.co.tz');
  const list = { button: words.town, search: words.search };
  await keys.chooseFromList(page, form, list, lead.town, [
    'the Town field',
    "the town list's search",
  ]);
  await keys.typeInto(page, field(words.address), 'the address field', lead.address);
  const consent = form.getByRole('checkbox', { name: words.consent });
  await keys.pressOn(page, consent, 'the consent checkbox', 'Space');
  const proceed = form.getByRole('button', { name: words.proceed });
  await keys.pressOn(page, proceed, "the details' Proceed");
}

/** The OTP dialog takes focus to its first box; the code is typed and checks itself. */
async function verifyByKeyboard(page: Page, words: Words): Promise<void> {
  const dialog = page.getByRole('dialog', { name: words.otpTitle });
  await keys.expectFocusArrives(page, dialog.getByRole('textbox').first(), 'the first code box');
  // A11Y-3: the code sent is said.
  await keys.expectAnnounced(page, words.sentTo);
  await expectNoAxeViolations(page);
  await keys.typeAtPace(page, '123456');
}

/** 'Congratulations' holds focus in its dialog, then the payment page starts at its heading. */
async function expectLeadThenPayment(page: Page, words: Words): Promise<void> {
  const success = page.getByRole('dialog', { name: words.success });
  await keys.expectFocusArrives(page, success, `the '${words.success}' dialog`);
  await expectNoAxeViolations(page);
  await keys.expectArrivedAt(page, words.payment);
}

describe('home broadband by keyboard', () => {
  // A11Y-1, A11Y-2, A11Y-3, A11Y-5
  test('English: home page link, plan, details, address confirmed, OTP, payment, lead status', async ({
    page,
  }) => {
    await choosePlanByKeyboard(page, ENGLISH, '/');
    await fillDetailsByKeyboard(page, ENGLISH, 'Samora Avenue');
    const confirm = page.getByRole('dialog', { name: 'Is this your installation address?' });
    const confirmButton = confirm.getByRole('button', { name: 'Confirm' });
    await keys.expectDialogOpen(page, confirm, 'Close');
    await keys.tabTo(page, confirmButton, "the address dialog's Confirm");
    await expectNoAxeViolations(page);
    await keys.press(page, 'Enter');
    await verifyByKeyboard(page, ENGLISH);
    await expectLeadThenPayment(page, ENGLISH);

    const track = page.getByRole('contentinfo').getByRole('link', {
      name: 'Track a home broadband request',
    });
    await keys.tabTo(page, track, "the footer's tracking link", { max: 80 });
    await keys.press(page, 'Enter');
    await keys.expectArrivedAt(page, 'Lead status');
    expect(await main(page).getByText('Thank you for reaching out').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
  });

  // A11Y-1, A11Y-3, A11Y-5; HBB-5: the geocoder answers garbage, so the keyless map picker opens.
  test('Swahili: the map picker, moved by arrow keys, then Continue, Confirm and the OTP', async ({
    page,
    baseUrl,
  }) => {
    await injectFault(baseUrl, { path: '/maps/geocode', malformed: true, count: 3 });
    await choosePlanByKeyboard(page, SWAHILI, '/sw');
    await fillDetailsByKeyboard(page, SWAHILI, 'Plot 12 Unknown Road');
    const picker = page.getByRole('dialog', { name: 'Thibitisha anwani ya ufungaji' });
    const map = picker.getByRole('application', { name: 'Ramani ya anwani ya ufungaji' });
    await keys.expectDialogOpen(page, picker, 'Funga');
    await keys.tabTo(page, map, 'the map');
    // Three large steps west of Dar es Salaam: nearest Dodoma (tests/e2e/keyless-map.e2e.ts).
    for (let step = 0; step < 3; step += 1) await keys.press(page, 'Shift+ArrowLeft');
    // A11Y-3: the chosen place is said.
    await keys.expectAnnounced(page, 'Umechagua: Karibu na Dodoma');
    await expectNoAxeViolations(page);
    await keys.pressOn(page, picker.getByRole('button', { name: 'Endelea' }), 'Continue');
    const confirm = page.getByRole('dialog', { name: 'Je, hii ndiyo anwani ya ufungaji?' });
    await keys.expectDialogOpen(page, confirm, 'Funga');
    await keys.pressOn(page, confirm.getByRole('button', { name: 'Thibitisha' }), 'Confirm');
    await verifyByKeyboard(page, SWAHILI);
    await expectLeadThenPayment(page, SWAHILI);
  });
});
