/**
 * The home-broadband lead machine through /hbb-lead: the plan table, the details form, the
 * installation address (geocoded by the sandbox, confirmed in its dialog), the number check, the
 * lead OTP ('Verify your number') and the outcome modals. The answers of the number check, the
 * OTP and the lead come from what the person typed in the details form (the sandbox's fixed rows:
 * a town, the fullName 'No Lead', a number), so the form's step reads them from the rest of the path.
 */
import type { EventObject } from 'xstate';
import type { Page } from 'playwright-core';
import { hbbLeadSpec } from '../../../model/hbbLead.spec.ts';
import { expect } from '../../support/fixtures.ts';
import {
  LEAD_OTP,
  confirmAddress,
  fillDetails,
  inDar,
  proceed,
  selectPlan,
  type Lead,
} from '../../support/hbbLead.ts';
import { activate, main, typeCode } from '../../support/screen.ts';
import { expectVisible } from '../../support/see.ts';
import {
  NETWORK_FAILURE,
  NUMBERS,
  RIGHT_OTP,
  closeDialog,
  dialog,
  patiently,
} from '../paymentSteps.ts';
import { isAnswer, timerStep, type Scene, type UiAdapter, type UiStep } from '../runner.ts';

/** The page starts the machine without plans (`useHbbLead`): it fetches them (input `{}`). */
const spec = { ...hbbLeadSpec, input: hbbLeadSpec.inputs[0] };

/** The sandbox's numbers the lead needs beyond the payment ones (sandbox-test-data.md). */
const INVALID_NUMBER = '719999999';

/** Either address dialog: geocoding or the map picker, then the confirm-or-edit dialog. */
const ADDRESS_DIALOG = /^(Is this your installation address\?|Confirm installation address)$/;

interface Output {
  ok?: boolean;
  code?: string;
  status?: string;
  error?: { code?: string } | null;
  result?: { feasible?: boolean; refLeadId?: string };
}

const outputOf = (event: EventObject) => (event as { output?: Output }).output ?? {};
const callOf = (event: EventObject) => event.type.split('.').pop() ?? '';
const httpStatus = (code: string | undefined) =>
  code !== undefined && /^[45]\d\d$/.test(code) ? Number(code) : null;

/** The answer to `call` that follows this submit (before the person submits again), if any. */
function answerTo(rest: EventObject[], call: string): EventObject | undefined {
  const next = rest.findIndex((e) => e.type === 'form.submit');
  const own = next === -1 ? rest : rest.slice(0, next);
  return own.find((e) => isAnswer(e) && callOf(e) === call);
}

/**
 * The details a person types so that the sandbox answers as the path says, and the faults it
 * needs; a string when no fixed row or fault gives the answer.
 */
function detailsFor(rest: EventObject[]): { lead: Lead; scene: Scene } | string {
  let lead = inDar('Asha Juma');
  const scene: Scene = {};
  const check = answerTo(rest, 'validateNumber');
  const otp = answerTo(rest, 'otp');
  const submit = answerTo(rest, 'submitLead');
  for (const answer of [check, submit])
    if (answer?.type.startsWith('xstate.error.')) return NETWORK_FAILURE;
  if (check && outputOf(check).ok === false) lead = { ...lead, contact: INVALID_NUMBER };
  if (otp) {
    const { status, error } = outputOf(otp);
    // A send refused with 502 closes the OTP at once (the person closing it is an act, below).
    if (status === 'closed' && error?.code === '502') lead = { ...lead, contact: NUMBERS.otpLimit };
    else if (status === 'closed' && error)
      return `the lead OTP closing with ${error.code}: its send answers 502 or nothing else`;
  }
  if (submit) {
    const { ok, code, result } = outputOf(submit);
    const status = httpStatus(code);
    if (ok === false && status !== null)
      scene.faults = [{ path: 'subscriber/v1/submit-lead', status }];
    else if (ok === false) return `submit-lead answering ${code}: no sandbox row or fault gives it`;
    else if (result?.feasible === false)
      lead = { fullName: 'Juma Said', town: 'Kigoma', address: 'Plot 7 Lake Road' };
    else if (!result?.refLeadId) lead = inDar('No Lead');
  }
  return { lead, scene };
}

function answer(event: EventObject): UiStep | string {
  if (event.type.startsWith('xstate.error.')) return NETWORK_FAILURE;
  const output = outputOf(event);
  switch (callOf(event)) {
    case 'loadPlans': {
      if (output.ok !== false) return {};
      const status = httpStatus(output.code);
      return status === null
        ? `the plans answering ${output.code}: no sandbox fault gives it`
        : { scene: { faults: [{ path: 'product/v1/bundle', status }] } };
    }
    case 'hbbAddress':
      return output.status === 'confirmed'
        ? { act: (page) => confirmAddress(page) }
        : // The dialog's Close is the lead's own modal.close (the child is stopped, never 'closed').
          "the address child ending 'closed': the dialog's Close is the lead's modal.close";
    case 'otp':
      if (output.status === 'verified')
        return { act: (page) => typeCode(page, LEAD_OTP, RIGHT_OTP) };
      // Closed by the person: the dialog's Close tells the OTP child, which ends without an error.
      if (!output.error) return { act: (page) => closeDialog(page, LEAD_OTP) };
      // 502: the send to 712000006 is refused and the OTP closes at once (typed in the details).
      return output.error.code === '502' ? {} : `the lead OTP closing with ${output.error.code}`;
    // The number check and the lead answer as the details typed say (see detailsFor).
    default:
      return {};
  }
}

/** Closes the open address dialog (the page sends the lead's modal.close). */
async function closeAddress(page: Page): Promise<void> {
  await activate(
    page.getByRole('dialog', { name: ADDRESS_DIALOG }).getByRole('button', { name: 'Close' }),
  );
}

export const hbbLeadUi: UiAdapter = {
  name: 'hbbLead',
  spec,
  async open(page) {
    await page.goto('/hbb-lead');
  },
  step(event, { rest }) {
    if (event.type.startsWith('xstate.after.')) return timerStep(event, spec.machine);
    if (isAnswer(event)) return answer(event);
    switch (event.type) {
      // The sandbox's plans stand for the spec's: any chosen plan lets Proceed go on.
      case 'plan.select':
        return { act: (page) => selectPlan(page) };
      case 'plan.proceed':
        return { act: proceed };
      case 'plan.back':
        return { act: (page) => activate(main(page).getByRole('button', { name: 'Back' })) };
      case 'form.submit': {
        const details = detailsFor(rest);
        if (typeof details === 'string') return details;
        return { scene: details.scene, act: (page) => fillDetails(page, details.lead) };
      }
      // Only the address dialog sends the lead's modal.close; the OTP dialog's Close goes to the
      // OTP child (its 'closed' answer above), so a path closing the lead in `otp` fails here.
      case 'modal.close':
        return { act: closeAddress };
      case 'map.pick':
      case 'address.confirm':
      case 'address.edit':
        return `${event.type}: on screen it moves the address child, which this spec scripts (hbbAddress has its own model)`;
      default:
        return `an event '${event.type}' no person sends`;
    }
  },
  checks: {
    planStep: (page) =>
      expectVisible(page.getByRole('group', { name: 'Choose a plan' }), 'the plan table'),
    detailsEditable: async (page) => {
      await expectVisible(main(page).getByRole('textbox', { name: /Full Name/ }), 'the details');
      const back = main(page).getByRole('button', { name: 'Back' });
      await expect.poll(() => back.isEnabled(), patiently).toBe(true);
    },
    addressOpen: (page) =>
      expectVisible(page.getByRole('dialog', { name: ADDRESS_DIALOG }), 'the address dialog'),
    otpOpen: (page) =>
      expectVisible(dialog(page, LEAD_OTP).getByLabel('Digit 1 of 6'), 'the lead OTP boxes'),
    successShown: (page) =>
      expectVisible(
        dialog(page, 'Congratulations').getByText(/Your lead ID: LEAD/),
        "'Congratulations' with the lead ID",
      ),
    unavailableShown: (page) =>
      expectVisible(
        dialog(page, 'Thank you').getByRole('button', { name: 'Explore other Products' }),
        "'Thank you' with 'Explore other Products'",
      ),
    // Calls in flight: the sandbox answers at once ('Loading plans…', 'Checking your number…',
    // 'Sending your request…' are gone before a check could see them).
    plansLoading: undefined,
    checkingNumber: undefined,
    submitting: undefined,
  },
  // /payment/start after 'Congratulations' (HBB-8); the redirect page, '/' in the sandbox's
  // hbb-lead-config, after 'Thank you' (HBB-9).
  done: (page) =>
    expect.poll(() => new URL(page.url()).pathname, patiently).toMatch(/^\/(payment\/start)?$/),
};
