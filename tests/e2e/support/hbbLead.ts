/**
 * What a person does on /hbb-lead, shared by the lead's e2e tests (tests/e2e/hbb-lead.e2e.ts) and
 * its model paths through the UI (tests/e2e/model/adapters/hbbLead.ts): the plan, the details
 * form (server field-list schema), the geocoded address's confirm-or-edit dialog and the OTP.
 */
import type { Page } from 'playwright-core';
import { expect } from './fixtures.ts';
import { activate, typeCode } from './screen.ts';
import { expectVisible } from './see.ts';

export interface Lead {
  fullName: string;
  town: string;
  address: string;
  /** The 9 digits after +255; 712000001 unless a test uses its own number. */
  contact?: string;
}

/** A lead at the sandbox's Samora Avenue in Dar es Salaam (a town with home broadband). */
export const inDar = (fullName: string): Lead => ({
  fullName,
  town: 'Dar es Salaam',
  address: 'Samora Avenue',
});

export const CONFIRM_ADDRESS = 'Is this your installation address?';
export const LEAD_OTP = 'Verify your number';

/** Picks `plan` in the plan table (the sandbox's plans: Home Basic, Home Plus, ...). */
export async function selectPlan(page: Page, plan = 'Home Plus'): Promise<void> {
  const radio = page
    .getByRole('group', { name: 'Choose a plan' })
    .getByRole('radio', { name: plan });
  await expectVisible(radio, `the plan '${plan}'`);
  await activate(radio, 'Space');
  expect(await radio.isChecked()).toBe(true);
}

/** The step's Proceed (the plan step's, or the details form's submit). */
export const proceed = (page: Page) =>
  activate(page.getByRole('main').getByRole('button', { name: 'Proceed' }));

/** Opens /hbb-lead (unless the page is already there) and picks a plan. */
export async function choosePlan(page: Page, plan = 'Home Plus', open = true): Promise<void> {
  if (open) await page.goto('/hbb-lead');
  await selectPlan(page, plan);
  await proceed(page);
}

/** Fills the customer details form (server field-list schema) and submits it. */
export async function fillDetails(page: Page, lead: Lead): Promise<void> {
  const main = page.getByRole('main');
  const name = main.getByRole('textbox', { name: /Full Name/ });
  await expectVisible(name, 'the Full Name field');
  await name.fill(lead.fullName);
  await main.getByRole('textbox', { name: /Contact Number/ }).focus();
  // The form keeps the last details after a failure: typing replaces the number, not appends.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(lead.contact ?? '712000001');
  await main.getByRole('textbox', { name: /Email/ }).fill('asha@example.co.tz');
  await activate(main.getByRole('button', { name: /^Town/ }));
  await main.getByRole('combobox', { name: 'Search' }).fill(lead.town);
  await expectVisible(
    main.getByRole('option', { name: lead.town, exact: true }),
    `the town '${lead.town}'`,
  );
  await main.getByRole('combobox', { name: 'Search' }).press('Enter');
  await main.getByRole('textbox', { name: /Installation Address/ }).fill(lead.address);
  const consent = main.getByRole('checkbox', { name: /terms and conditions/ });
  // Ticked already when the form comes back with the last details.
  if (!(await consent.isChecked())) await activate(consent, 'Space');
  await proceed(page);
}

/** Confirms the geocoded address (`place`, when given, must be the one shown). */
export async function confirmAddress(page: Page, place?: string): Promise<void> {
  const confirm = page.getByRole('dialog', { name: CONFIRM_ADDRESS });
  const button = confirm.getByRole('button', { name: 'Confirm' });
  if (place) await expectVisible(confirm.getByText(place), `the geocoded place '${place}'`);
  else await expectVisible(button, "the address dialog's Confirm");
  await activate(button);
}

/** Confirms the geocoded address and types the sandbox's OTP. */
export async function confirmAndVerify(page: Page, place: string): Promise<void> {
  await confirmAddress(page, place);
  await typeCode(page, LEAD_OTP);
}
