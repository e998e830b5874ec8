/**
 * The card machine on /payment/start/card: the gateway choice and email form, the sandbox's
 * Paystack stand-in popup (Approve / Cancel) and its Selcom gateway page (a redirect), and Back
 * from that gateway page for the resumed payment (the spec's second input).
 */
import type { EventObject } from 'xstate';
import type { Page } from 'playwright-core';
import { cardSpec } from '../../../model/card.spec.ts';
import { expect } from '../../support/fixtures.ts';
import { givenPayment, sessions } from '../../support/payment.ts';
import { activate, expectHeading, main } from '../../support/screen.ts';
import { injectFault } from '../../support/sandbox.ts';
import { expectVisible } from '../../support/see.ts';
import { NUMBERS, onStatusPage, patiently, paymentAnswer } from '../paymentSteps.ts';
import type { Scene, UiAdapter, UiStep } from '../runner.ts';

const CONTINUE = 'Continue';
const POPUP = 'Paystack (sandbox)';
const GATEWAY_PAGE = '**/__sandbox/gw/pay?tid=*';

/**
 * A call answered after this long, so that the spinner of a look-up or a redirect's process call
 * can be seen before the page leaves (the sandbox otherwise answers before any check could look).
 */
const SLOW_MS = 1_500;
const slow = (path: string): Scene => ({ faults: [{ path, delayMs: SLOW_MS, count: 1 }] });

type Check = (page: Page) => Promise<void>;

/** How the payer ended the payment, noted by the act that ends it: what the last screen shows. */
const endings = new WeakMap<Page, Check>();

const gateways = (page: Page) =>
  main(page).getByRole('group', { name: 'Choose a payment gateway' });
const popup = (page: Page) => page.getByRole('dialog', { name: POPUP });

const atGatewayPage: Check = async (page) => {
  await page.waitForURL(GATEWAY_PAGE, patiently);
  await expectVisible(page.getByRole('button', { name: 'Approve' }), "the gateway's Approve");
};
const statusHeading =
  (name: string): Check =>
  async (page) => {
    await onStatusPage(page);
    await expectHeading(page, name, `the '${name}' status heading`, patiently.timeout);
  };

/** Stores a TZS 1000 recharge (email known) and opens the card form with its gateway choice. */
async function openCard(page: Page, msisdn: string): Promise<void> {
  await givenPayment(page, msisdn, sessions.prepaidWithEmail);
  await page.goto('/payment/start/card');
  await checks.editable?.(page);
}

/** Picks the gateway, types the email and presses Continue (the keyboard, as the e2e tests do). */
async function submit(page: Page, gateway: string, email: string): Promise<void> {
  await gateways(page).getByRole('radio', { name: gateway }).check();
  await main(page).getByRole('textbox', { name: /Email/ }).fill(email);
  const button = main(page).getByRole('button', { name: CONTINUE });
  await expect.poll(() => button.isEnabled(), patiently).toBe(true);
  await activate(button);
}

/** In the Paystack popup, once it has opened: Approve or Cancel. */
async function inPopup(page: Page, answer: 'Approve' | 'Cancel'): Promise<void> {
  await expectVisible(popup(page), 'the Paystack popup', patiently.timeout);
  await activate(popup(page).getByRole('button', { name: answer }));
}

const checks: Record<string, Check> = {
  // The form can be sent: its gateway choice is enabled (the whole form is disabled otherwise).
  editable: async (page) => {
    await expectVisible(gateways(page), 'the gateway choice', patiently.timeout);
    const radio = gateways(page).getByRole('radio', { name: 'Paystack' });
    await expect.poll(() => radio.isEnabled(), patiently).toBe(true);
  },
  // The spinner's line (its text: processing, or finish in the Paystack window); plain text
  // whose words the announcer says (A11Y-3).
  busy: (page) =>
    expectVisible(
      main(page).getByText(/Processing your payment|Complete the payment in the Paystack window/),
      'the line of a payment in progress',
    ),
  popup: (page) =>
    expectVisible(
      main(page).getByText('Complete the payment in the Paystack window.'),
      'the line asking to finish in the Paystack window',
    ),
};

interface ProcessAnswer {
  ok?: boolean;
  result?: { transactionId?: string; redirectUrl?: string };
}

function step(event: EventObject): UiStep | string {
  switch (event.type) {
    case 'form.submit': {
      const { gateway, email } = event as EventObject & { gateway: string; email: string };
      return {
        // A redirect leaves at once: the process call answers late enough to see its spinner.
        scene: slow('transaction/v1/process'),
        act: async (page) => {
          if (!/paystack/i.test(gateway)) endings.set(page, atGatewayPage);
          await submit(page, gateway, email);
        },
      };
    }
    // The screen's own actor: the stand-in's script loaded and its dialog is there.
    case 'card.popupOpened':
      return { act: (page) => expectVisible(popup(page), 'the Paystack popup', patiently.timeout) };
    case 'card.popupSuccess':
      return {
        // The status look-up after Approve answers late enough to see its spinner.
        scene: slow('transaction/v1/status'),
        act: async (page) => {
          endings.set(page, statusHeading('Thank you'));
          await inPopup(page, 'Approve');
        },
      };
    case 'card.popupClosed':
      return {
        act: async (page) => {
          endings.set(page, statusHeading('CANCELLED'));
          await inPopup(page, 'Cancel');
        },
      };
    case 'card.popupFailed':
      return "the Paystack popup failing to open: the stand-in's script is a /__sandbox/ path, which faults never touch";
    case 'xstate.done.actor.processPayment': {
      const output = (event as { output?: ProcessAnswer }).output ?? {};
      if (output.ok && !output.result?.transactionId)
        return 'a process answer without transaction id: the sandbox always gives one';
      if (output.ok && !output.result?.redirectUrl)
        return 'a card process answer without redirectUrl: the sandbox always gives one';
      return paymentAnswer(event) ?? {};
    }
    default:
      break;
  }
  if (event.type.startsWith('xstate.after.'))
    return "the Paystack script taking over 20 s: the stand-in's script loads at once and no fault reaches it";
  return paymentAnswer(event) ?? `an event '${event.type}' the card page has no control for`;
}

/** Done: the status page (or the gateway page) the payer's last act leads to. */
async function done(page: Page): Promise<void> {
  await (endings.get(page) ?? onStatusPage)(page);
}

export const cardUi: UiAdapter = {
  name: 'card',
  spec: { ...cardSpec, input: cardSpec.inputs[0] },
  async open(page, scene) {
    await openCard(page, scene.msisdn ?? NUMBERS.happy);
  },
  step,
  checks,
  done,
};

/**
 * The resumed payment: Continue with Selcom, then Back from the gateway page. The card page
 * loads again with the transaction kept for this payment and looks its status up at once.
 */
export const cardResumedUi: UiAdapter = {
  name: 'cardResumed',
  spec: { ...cardSpec, input: cardSpec.inputs[1] },
  async open(page, scene) {
    await openCard(page, scene.msisdn ?? NUMBERS.happy);
    await submit(page, 'Selcom', 'payer@example.co.tz');
    await page.waitForURL(GATEWAY_PAGE, patiently);
    // The look-up on the way back answers late enough to see its spinner (see SLOW_MS).
    await injectFault(new URL(page.url()).origin, slow('transaction/v1/status').faults![0]!);
    await page.goBack();
  },
  step,
  checks,
  done: statusHeading('In Processing'),
};
