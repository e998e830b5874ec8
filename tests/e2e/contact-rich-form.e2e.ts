/**
 * Issue 29, FORM-18: an editor republishes the contact-us form through the content service with a
 * callback date (`format: date`) and an account number asked only when the subject is "Bill"
 * (`if`/`then`); with no release, the portal draws both, in English and Swahili, and what a
 * condition hides is not sent (FORM-17). Checked in a phone-sized Chromium through the real
 * sandbox; what the sandbox stored is read back from its control API.
 */
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { contactWithCallback } from '../../src/features/contact/testing/contactWithCallback.ts';
import {
  expect,
  expectHidden,
  expectNoAxeViolations,
  expectVisible,
  publishPair,
  sandboxForms,
  test,
} from './support/index.ts';
import { activate, chooseOption, main, openPage } from './support/screen.ts';

async function fillCommon(page: Page, labels: { name: RegExp; number: RegExp; message: RegExp }) {
  await main(page).getByRole('textbox', { name: labels.name }).fill('Asha Juma');
  await main(page).getByRole('textbox', { name: labels.number }).focus();
  await page.keyboard.type('712000001');
  await main(page)
    .getByRole('textbox', { name: labels.message })
    .fill('Please call me about my bill.');
}

/** The editor's change, published in both languages together (FORM-18). */
const publishContactWithCallback = (baseUrl: string) =>
  publishPair(baseUrl, 'get-contact-form-schema', {
    en: contactWithCallback('en'),
    sw: contactWithCallback('sw'),
  });

describe('the contact form an editor made richer, with no release', () => {
  test('English: the account number shows only for "Bill"; a hidden answer is not sent; the date is', async ({
    page,
    baseUrl,
  }) => {
    await publishContactWithCallback(baseUrl);
    await openPage(page, '/contact-us', 'Contact us');
    await fillCommon(page, { name: /Full Name/, number: /Contact Number/, message: /^Message/ });
    const account = main(page).getByRole('textbox', { name: /Account number/ });
    expect(await account.count()).toBe(0);

    await chooseOption(page, /^Subject/, 'Postpaid or fixed-internet bill');
    await expectVisible(account, 'the account number, asked for a bill');
    // FORM-16: sent without it, the form says what is missing, names it, and puts the person there.
    await activate(main(page).getByRole('button', { name: 'Send message' }));
    await expectVisible(
      main(page).getByText('Account number is required').first(),
      'the missing account number',
    );
    expect(await account.evaluate((el) => el === document.activeElement)).toBe(true);
    // The summary above the form lists it as a link to the field.
    await expectVisible(
      main(page).getByRole('heading', { level: 2, name: 'Please check these answers' }),
      'the error summary',
    );
    await expectVisible(
      main(page).getByRole('link', { name: 'Account number is required' }),
      'the summary link to the account number',
    );
    expect(await sandboxForms(baseUrl)).toEqual([]);
    await expectNoAxeViolations(page);

    await account.fill('12345678');
    await main(page).getByLabel('Best day to call you back').fill('2026-12-03');
    // The subject changes: the account number goes, and its typed value with it.
    await chooseOption(page, /^Subject/, 'General enquiry');
    await expectHidden(account, 'the account number, not asked for a general enquiry');
    // Asked again, it starts empty: the hidden field took its value with it (FORM-17).
    await chooseOption(page, /^Subject/, 'Postpaid or fixed-internet bill');
    await expectVisible(account, 'the account number, asked again');
    expect(await account.inputValue()).toBe('');
    await chooseOption(page, /^Subject/, 'General enquiry');
    await expectHidden(account, 'the account number, hidden again');
    await activate(main(page).getByRole('button', { name: 'Send message' }));
    await expectVisible(main(page).getByRole('heading', { name: 'Message sent' }), 'Message sent');
    const [saved] = await sandboxForms<{ formData: Record<string, unknown> }>(baseUrl);
    expect(saved?.formData).toEqual({
      fullName: 'Asha Juma',
      contactNumber: '712000001',
      subject: 'GENERAL',
      callbackDate: '2026-12-03',
      message: 'Please call me about my bill.',
    });
  });

  test('Swahili: the same form in Swahili sends the account number with a bill', async ({
    page,
    baseUrl,
  }) => {
    await publishContactWithCallback(baseUrl);
    await openPage(page, '/sw/contact-us', /Wasiliana nasi/);
    await fillCommon(page, { name: /Jina Kamili/, number: /Namba ya Simu/, message: /^Ujumbe/ });
    await chooseOption(page, /^Mada/, 'Bili ya malipo ya baadaye au intaneti ya waya');
    const account = main(page).getByRole('textbox', { name: /Namba ya akaunti/ });
    await account.fill('12');
    await account.blur();
    await expectVisible(main(page).getByText('Namba ya akaunti si sahihi'), 'a wrong account');
    await account.fill('12345678');
    await main(page).getByLabel('Siku nzuri ya kukupigia').fill('2026-12-04');
    await expectNoAxeViolations(page);
    await activate(main(page).getByRole('button', { name: 'Tuma ujumbe' }));
    await expectVisible(
      main(page).getByRole('heading', { name: /Ujumbe umetumwa/ }),
      'the Swahili thank-you',
    );
    const [saved] = await sandboxForms<{ language: string; formData: Record<string, unknown> }>(
      baseUrl,
    );
    expect(saved).toMatchObject({
      language: 'sw',
      formData: {
        subject: 'BILL',
        accountNumber: '12345678',
        callbackDate: '2026-12-04',
      },
    });
  });
});
