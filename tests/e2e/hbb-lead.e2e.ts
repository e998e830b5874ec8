/**
 * The home-broadband lead through the real sandbox (sandbox-test-data.md, "Home broadband"): a
 * phone-sized Chromium, role and label queries only, the sandbox's fixed rows.
 */
import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, expectNoAxeViolations, expectVisible, test } from './support/index.ts';

const patiently = { timeout: 10_000 };

/**
 * The journey is driven from the keyboard, as a keyboard or switch user would. (It also keeps the
 * test independent of the shell's header, which at 360 px is wider than the phone and makes a
 * mobile Chromium misplace taps below the fold.)
 */
async function activate(control: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await control.focus();
  await control.press(key);
}

interface Lead {
  fullName: string;
  town: string;
  address: string;
}

/** Opens /hbb-lead and picks a plan; returns its radio's name. */
async function choosePlan(page: Page, plan = 'Home Plus'): Promise<void> {
  await page.goto('/hbb-lead');
  const radio = page
    .getByRole('group', { name: 'Choose a plan' })
    .getByRole('radio', { name: plan });
  await expectVisible(radio, `the plan '${plan}'`);
  await activate(radio, 'Space');
  expect(await radio.isChecked()).toBe(true);
  await activate(page.getByRole('main').getByRole('button', { name: 'Proceed' }));
}

/** Fills the customer details form (server field-list schema) and submits it. */
async function fillDetails(page: Page, lead: Lead): Promise<void> {
  const main = page.getByRole('main');
  const name = main.getByRole('textbox', { name: /Full Name/ });
  await expectVisible(name, 'the Full Name field');
  await name.fill(lead.fullName);
  await main.getByRole('textbox', { name: /Contact Number/ }).focus();
  await page.keyboard.type('712000001');
  await main.getByRole('textbox', { name: /Email/ }).fill('asha@example.co.tz');
  await activate(main.getByRole('button', { name: /^Town/ }));
  await main.getByRole('combobox', { name: 'Search' }).fill(lead.town);
  await expectVisible(
    main.getByRole('option', { name: lead.town, exact: true }),
    `the town '${lead.town}'`,
  );
  await main.getByRole('combobox', { name: 'Search' }).press('Enter');
  await main.getByRole('textbox', { name: /Installation Address/ }).fill(lead.address);
  await activate(main.getByRole('checkbox', { name: /terms and conditions/ }), 'Space');
  await activate(main.getByRole('button', { name: 'Proceed' }));
}

/** Confirms the geocoded address and types the sandbox's OTP. */
async function confirmAndVerify(page: Page, place: string): Promise<void> {
  const confirm = page.getByRole('dialog', { name: 'Is this your installation address?' });
  await expectVisible(confirm.getByText(place), `the geocoded place '${place}'`);
  await activate(confirm.getByRole('button', { name: 'Confirm' }));
  const otp = page.getByRole('dialog', { name: 'Verify your number' });
  const first = otp.getByLabel('Digit 1 of 6');
  await expectVisible(first, 'the OTP boxes');
  await first.focus();
  await page.keyboard.type('123456');
}

describe('home-broadband lead', () => {
  test("Dar es Salaam: 'Congratulations', then /payment/start with the plan in the summary", async ({
    page,
  }) => {
    await choosePlan(page);
    await expectVisible(
      page.getByRole('region', { name: 'Selected Plan' }).getByText('Home Plus'),
      'the chosen plan in the Selected Plan card',
    );
    await fillDetails(page, {
      fullName: 'Asha Mushi',
      town: 'Dar es Salaam',
      address: 'Samora Avenue',
    });
    await confirmAndVerify(page, 'Samora Avenue, Dar es Salaam, Tanzania');
    const success = page.getByRole('dialog', { name: 'Congratulations' });
    await expectVisible(success, "the 'Congratulations' modal");
    const leadId = /Your lead ID: (\S+)/.exec(await success.innerText())?.[1] ?? '';
    expect(leadId).toMatch(/^LEAD/);
    await expect.poll(() => new URL(page.url()).pathname, patiently).toBe('/payment/start');
    const summary = page.getByRole('complementary', { name: /summary/i });
    await expectVisible(
      summary.getByText(/Home Internet 20 Mbps/),
      'the plan in the payment summary',
    );
    expect(await summary.innerText()).toMatch(/85,000/);
    // The lead status page of the same tab thanks the person with that lead id.
    await page.goto('/hbb-lead-status');
    await expectVisible(
      page.getByText('Thank you for reaching out'),
      "'Thank you for reaching out'",
    );
    await expectVisible(page.getByText(leadId, { exact: true }), 'the lead id on the status page');
  });

  test("Kigoma: the 'Thank you' unavailable modal with 'Explore other Products'", async ({
    page,
  }) => {
    await choosePlan(page, 'Home Basic');
    await fillDetails(page, { fullName: 'Juma Said', town: 'Kigoma', address: 'Plot 7 Lake Road' });
    await confirmAndVerify(page, 'Kigoma, Tanzania');
    const thanks = page.getByRole('dialog', { name: 'Thank you' });
    await expectVisible(thanks, "the 'Thank you' modal");
    await expectVisible(
      thanks.getByRole('button', { name: 'Explore other Products' }),
      "'Explore other Products'",
    );
    await expectNoAxeViolations(page);
  });

  test("fullName 'No Lead': 'Something Went Wrong!'", async ({ page }) => {
    await choosePlan(page);
    await fillDetails(page, {
      fullName: 'No Lead',
      town: 'Dar es Salaam',
      address: 'Samora Avenue',
    });
    await confirmAndVerify(page, 'Samora Avenue, Dar es Salaam, Tanzania');
    await expectVisible(
      page.getByText('Something Went Wrong!'),
      "the 'Something Went Wrong!' toast",
    );
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  test('the plan step, the details form and the address dialog have no WCAG A/AA violations', async ({
    page,
  }) => {
    await choosePlan(page);
    await expectNoAxeViolations(page);
    await fillDetails(page, {
      fullName: 'Asha Mushi',
      town: 'Dar es Salaam',
      address: 'Samora Avenue',
    });
    await expectVisible(
      page.getByRole('dialog', { name: 'Is this your installation address?' }),
      'the confirm-or-edit dialog',
    );
    await expectNoAxeViolations(page);
  });

  test('/hbb-lead-status without a lead offers to start one, without WCAG A/AA violations', async ({
    page,
  }) => {
    await page.goto('/hbb-lead-status');
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'Lead status' }),
      'the lead status heading',
    );
    await expectVisible(
      page.getByRole('main').getByRole('link', { name: 'Get home broadband' }),
      "the 'Get home broadband' link",
    );
    await expectNoAxeViolations(page);
  });
});
