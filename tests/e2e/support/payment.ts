/** Arrange steps of the payment e2e tests: a stored session, the card form, the sandbox's gateway. */
import type { Locator, Page } from 'playwright-core';
import {
  prepaidSession,
  prepaidSessionWithEmail,
} from '../../../src/features/payment/testing/sampleSessions.ts';
import { expect } from './fixtures.ts';
import { expectHeading, main } from './screen.ts';
import { expectVisible } from './see.ts';

/** The sessions the payment tests start from (the sample data of the component tests and stories). */
export const sessions = {
  /** A TZS 1000 prepaid recharge of 712000001, as the recharge page stores it. */
  prepaid: prepaidSession,
  /** The same recharge with the payer's email already known (the wallet forms prefill it). */
  prepaidWithEmail: prepaidSessionWithEmail,
} as const;

/**
 * Stores a TZS 1000 prepaid recharge for `msisdn` before any page script runs (as the recharge
 * page would). Only when none is stored yet: the pages' own updates survive later navigations.
 */
export async function givenPayment(
  page: Page,
  msisdn: string,
  session: object = sessions.prepaid,
): Promise<void> {
  await page.addInitScript(
    (value) => {
      if (!sessionStorage.getItem('paymentData')) sessionStorage.setItem('paymentData', value);
    },
    JSON.stringify({ ...session, msisdn }),
  );
}

/** The stored recharge for `msisdn`, then /payment/start (which opens the card method first). */
export async function startPayment(page: Page, msisdn: string): Promise<void> {
  await givenPayment(page, msisdn);
  await page.goto('/payment/start');
}

/** On /payment/start/card: picks the gateway, types the email; returns the enabled Continue button. */
export async function fillCard(page: Page, gateway: 'Paystack' | 'Selcom'): Promise<Locator> {
  await page.waitForURL('**/payment/start/card');
  const gateways = main(page).getByRole('group', { name: 'Choose a payment gateway' });
  await expectVisible(gateways, 'the gateway choice');
  await gateways.getByRole('radio', { name: gateway }).check();
  await main(page).getByRole('textbox', { name: /Email/ }).fill('payer@example.co.tz');
  const pay = main(page).getByRole('button', { name: 'Continue' });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  return pay;
}

/** Waits for the sandbox's card gateway page and presses Approve or Decline there. */
export async function atGateway(page: Page, answer: 'Approve' | 'Decline'): Promise<void> {
  await page.waitForURL('**/__sandbox/gw/pay?tid=*');
  await page.getByRole('button', { name: answer }).click();
}

/** Selcom with the payer's email, Continue, and Approve at the gateway: back on the status page. */
export async function payBySelcom(page: Page): Promise<void> {
  await (await fillCard(page, 'Selcom')).click();
  await atGateway(page, 'Approve');
  await page.waitForURL(/\/payment\/status\?id=/);
}

/** Waits for the status page of a transaction and its level-1 heading `name`. */
export async function expectStatusHeading(page: Page, name: string, what?: string): Promise<void> {
  await page.waitForURL(/\/payment\/status\?id=/);
  await expectHeading(page, name, what);
}
