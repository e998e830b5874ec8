/**
 * The payment methods' machines (airtime, mobile money, SmartCash, MPESA) on their pages: the
 * form's action button, the OTP and PIN modals, and the sandbox numbers behind each answer.
 */
import type { EventObject } from 'xstate';
import type { Page } from 'playwright-core';
import { airtimeSpec } from '../../../model/airtime.spec.ts';
import { mobileMoneySpec } from '../../../model/mobileMoney.spec.ts';
import { mpesaSpec } from '../../../model/mpesa.spec.ts';
import { smartCashSpec } from '../../../model/smartCash.spec.ts';
import type { ModelSpec } from '../../../model/harness.ts';
import { activate } from '../../support/screen.ts';
import { expectVisible } from '../../support/see.ts';
import {
  NUMBERS,
  dialog,
  onStatusPage,
  openMethod,
  paymentAnswer,
  paymentChecks,
  press,
} from '../paymentSteps.ts';
import { timerStep, type UiAdapter } from '../runner.ts';

type Check = (page: Page) => Promise<void>;

interface Method {
  spec: ModelSpec & { inputs: unknown[] };
  segment: string;
  action: string;
  /** Config the page must run with to match the spec's first input. */
  config?: Record<string, unknown>;
  /** Events besides form.submit, timers and answers: what a person does. */
  events?: Record<string, (page: Page) => Promise<void>>;
  checks?: Record<string, Check>;
}

/** Closes whichever modal is on top (the machine's own: insufficient balance, locked ...). */
const closeTopDialog = (page: Page) =>
  activate(page.getByRole('dialog').last().getByRole('button', { name: 'Close' }));

function methodUi({ spec, segment, action, config, events = {}, checks = {} }: Method): UiAdapter {
  const input = spec.inputs[0];
  const one = { ...spec, input };
  return {
    name: spec.name,
    spec: one,
    async open(page, scene) {
      await openMethod(page, scene.msisdn ?? NUMBERS.happy, segment, action);
    },
    step(event: EventObject) {
      if (event.type.startsWith('xstate.after.')) return timerStep(event, spec.machine);
      const answer = paymentAnswer(event);
      if (answer !== undefined) return answer;
      if (event.type === 'form.submit')
        return { scene: config ? { config } : undefined, act: (page) => press(page, action) };
      if (event.type === 'modal.close') return { act: closeTopDialog };
      const act = events[event.type];
      return act ? { act } : `an event '${event.type}' this page has no control for`;
    },
    checks: { ...paymentChecks(action), ...checks },
    done: onStatusPage,
  };
}

const confirmDialog = (page: Page) => dialog(page, 'Are you sure?');

export const airtimeUi = methodUi({
  spec: airtimeSpec,
  segment: 'airtime',
  action: 'Pay with airtime',
  events: {
    'confirm.yes': (page) => activate(confirmDialog(page).getByRole('button', { name: 'Yes' })),
    'confirm.no': (page) => activate(confirmDialog(page).getByRole('button', { name: 'No' })),
  },
  checks: {
    editable: paymentChecks('Pay with airtime').form,
    confirm: (page) => expectVisible(confirmDialog(page), "the 'Are you sure?' dialog"),
  },
});

export const mobileMoneyUi = methodUi({
  spec: mobileMoneySpec,
  segment: 'twiga-money',
  action: 'Continue',
  // The spec's first input: the PIN option on, 2 status look-ups at most.
  config: { enableAmPin: true, paymentMaxTry: 2 },
  checks: {
    locked: (page) => expectVisible(dialog(page, 'Wallet PIN locked'), 'the locked dialog'),
  },
});

export const smartCashUi = methodUi({
  spec: smartCashSpec,
  segment: 'smartcash',
  action: 'Proceed',
  checks: {
    blocked: (page) =>
      expectVisible(dialog(page, 'SmartCash wallet blocked'), 'the blocked dialog'),
  },
});

export const mpesaUi = methodUi({
  spec: mpesaSpec,
  segment: 'mpesa',
  action: 'Continue to pay',
});
