/**
 * The menu pages that used to say "coming soon", through the real sandbox on a phone-sized
 * Chromium: /contact-us (get-contact-form-schema, sent with form/v2/save), /give_your_feedback
 * (the service-experience rating) and /more-twiga-money (Twiga Money loans). Role and label
 * queries only; what the sandbox stored is read back from its control API.
 */
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { sampleContactFormData } from '../../src/features/contact/testing/sampleContactForm.ts';
import {
  expect,
  expectNoAxeViolations,
  expectVisible,
  injectFault,
  sandboxForms,
  test,
} from './support/index.ts';
import { activate, chooseOption, expectHeading, main, openPage } from './support/screen.ts';

/** Opens /contact-us and types the sample message (its subject by the label a person reads). */
async function fillContact(page: Page): Promise<void> {
  const typed = sampleContactFormData;
  await openPage(page, '/contact-us', 'Contact us');
  await main(page)
    .getByRole('textbox', { name: /Full Name/ })
    .fill(typed.fullName);
  await main(page)
    .getByRole('textbox', { name: /Contact Number/ })
    .focus();
  await page.keyboard.type(typed.contactNumber);
  await main(page).getByRole('textbox', { name: /Email/ }).fill(typed.email);
  await chooseOption(page, /^Subject/, 'Postpaid or fixed-internet bill');
  await main(page)
    .getByRole('textbox', { name: /Message/ })
    .fill(typed.message);
}

describe('contact us', () => {
  // ROUTE-14
  test('the form is sent once, even when Send is pressed twice, and the thank-you shows the reference', async ({
    page,
    baseUrl,
  }) => {
    await fillContact(page);
    expect(await page.getByText(/coming soon/i).count()).toBe(0);
    await expectNoAxeViolations(page);
    // A slow answer keeps the form in its sending state long enough to press again.
    await injectFault(baseUrl, { path: 'form/v2/save', delayMs: 1_500 });
    const send = main(page).getByRole('button', { name: 'Send message' });
    await activate(send);
    const sending = main(page).getByRole('button', { name: 'Sending…' });
    await expectVisible(sending, 'the Sending… button');
    expect(await sending.isDisabled()).toBe(true);
    await sending.press('Enter');

    const sent = main(page).getByRole('region', { name: 'Message sent' });
    await expectVisible(sent.getByRole('heading', { name: 'Message sent' }), 'Message sent');
    await expectVisible(
      sent.getByText('Thank you for contacting us. We will get back to you soon.'),
      'the thank-you',
    );
    const forms = await sandboxForms<{ referenceId: string; formType: string; formData: unknown }>(
      baseUrl,
    );
    expect(forms).toHaveLength(1);
    expect(forms[0]).toMatchObject({
      formType: 'CONTACT_US',
      language: 'en',
      channel: 'WEBPORTAL',
      formData: sampleContactFormData,
    });
    await expectVisible(
      sent.getByText(`Your reference: ${forms[0]!.referenceId}`),
      'the reference of the saved form',
    );
    await expectNoAxeViolations(page);

    await activate(sent.getByRole('button', { name: 'Send another message' }));
    await expectVisible(main(page).getByRole('textbox', { name: /Full Name/ }), 'a new form');
    expect(
      await main(page)
        .getByRole('textbox', { name: /Full Name/ })
        .inputValue(),
    ).toBe('');
  });

  test('a failed send says so, keeps what was typed, and a second Send gets through', async ({
    page,
    baseUrl,
  }) => {
    await fillContact(page);
    await injectFault(baseUrl, { path: 'form/v2/save', status: 503 });
    await activate(main(page).getByRole('button', { name: 'Send message' }));
    const alert = main(page).getByRole('alert');
    await expectVisible(alert.getByText('Your message was not sent'), 'the failure');
    await expectVisible(alert.getByText('Sandbox fault: HTTP 503'), "the server's message");
    expect(
      await main(page)
        .getByRole('textbox', { name: /Full Name/ })
        .inputValue(),
    ).toBe('Asha Juma');
    expect(await sandboxForms(baseUrl)).toEqual([]);
    await expectNoAxeViolations(page);

    await activate(main(page).getByRole('button', { name: 'Send message' }));
    await expectVisible(main(page).getByRole('heading', { name: 'Message sent' }), 'Message sent');
    expect(await sandboxForms(baseUrl)).toHaveLength(1);
  });

  test('the form checks the number before anything is sent: Invalid Mobile No', async ({
    page,
    baseUrl,
  }) => {
    await fillContact(page);
    const number = main(page).getByRole('textbox', { name: /Contact Number/ });
    await number.fill('');
    await number.focus();
    await page.keyboard.type('812000001');
    await main(page)
      .getByRole('textbox', { name: /Message/ })
      .focus();
    await expectVisible(main(page).getByText('Invalid Mobile No'), 'Invalid Mobile No');
    expect(await main(page).getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
    expect(await sandboxForms(baseUrl)).toEqual([]);
  });
});

describe('our service experience', () => {
  // ROUTE-14
  test('a rating with a comment is saved as SERVICE_EXPERIENCE', async ({ page, baseUrl }) => {
    await openPage(page, '/give_your_feedback', 'Our service experience');
    await chooseOption(page, /How was your experience with Twiga/, '4 – Good');
    await main(page)
      .getByRole('textbox', { name: /Tell us more/ })
      .fill('Quick recharge.');
    await expectNoAxeViolations(page);
    await activate(main(page).getByRole('button', { name: 'Send feedback' }));
    await expectVisible(
      main(page).getByRole('heading', { name: 'Feedback sent' }),
      'Feedback sent',
    );
    expect(await sandboxForms(baseUrl)).toMatchObject([
      { formType: 'SERVICE_EXPERIENCE', formData: { rating: '4', comment: 'Quick recharge.' } },
    ]);
  });

  test('in Swahili the page and its form are Swahili and the language is sent', async ({
    page,
    baseUrl,
  }) => {
    await openPage(page, '/sw/give_your_feedback', 'Uzoefu wa huduma yetu');
    await chooseOption(page, /Huduma ya Twiga ilikuwaje kwako/, '5 – Nzuri sana');
    await activate(main(page).getByRole('button', { name: 'Tuma maoni' }));
    await expectVisible(
      main(page).getByRole('heading', { name: 'Maoni yametumwa' }),
      'Maoni yametumwa',
    );
    expect(await sandboxForms(baseUrl)).toMatchObject([
      { formType: 'SERVICE_EXPERIENCE', language: 'sw', formData: { rating: '5' } },
    ]);
  });
});

describe('Twiga Money loans', () => {
  // ROUTE-14
  test('the footer leads to /more-twiga-money, a page of its own with ways on', async ({
    page,
  }) => {
    await page.goto('/');
    const footerLink = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Twiga Money loans' });
    await expectVisible(footerLink, 'the footer link');
    await activate(footerLink);
    await page.waitForURL('**/more-twiga-money');
    await expectHeading(page, 'Twiga Money loans');
    // The prerendered shell already has the heading: wait for the page's own content.
    await expectVisible(main(page).getByRole('link', { name: 'Contact us' }), 'a way to contact');
    expect(await main(page).getByRole('heading', { level: 2, name: 'How it works' }).count()).toBe(
      1,
    );
    expect(await main(page).getByRole('listitem').count()).toBe(6);
    expect(await page.getByText(/coming soon/i).count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});
