/** The PIN machine through the mobile-money PIN modal (Continue, then the right OTP). */
import type { EventObject } from 'xstate';
import { pinSpec } from '../../../model/pin.spec.ts';
import { expect } from '../../support/fixtures.ts';
import { expectHidden } from '../../support/see.ts';
import {
  NETWORK_FAILURE,
  NUMBERS,
  PIN_DIALOG,
  RIGHT_OTP,
  RIGHT_PIN,
  WRONG_PIN,
  closeDialog,
  dialog,
  enterPin,
  openMethod,
  patiently,
  paymentFault,
  press,
  typeOtp,
} from '../paymentSteps.ts';
import type { Scene, UiAdapter, UiStep } from '../runner.ts';

/** The first input: mobile money's PIN (1004 is the wrong PIN, retried in the same modal). */
const spec = { ...pinSpec, input: pinSpec.inputs[0] };

const failure = (event: EventObject) => {
  const output = (event as { output?: { ok?: boolean; code?: string } }).output;
  return output?.ok === false ? (output.code ?? '') : null;
};

/** The PIN typed and the scene, from the processPayment answer later in the path. */
function submit(rest: EventObject[]): UiStep | string {
  const answer = rest.find((e) => e.type.endsWith('.actor.processPayment'));
  if (answer?.type.startsWith('xstate.error.')) return NETWORK_FAILURE;
  const code = answer ? failure(answer) : null;
  let scene: Scene = {};
  let pin = RIGHT_PIN;
  if (code === '1004') pin = WRONG_PIN;
  else if (code === '1006') scene = { msisdn: NUMBERS.walletLocked };
  else if (code !== null && /^[45]\d\d$/.test(code)) scene = paymentFault('process', Number(code));
  else if (code !== null) return `a PIN answer ${code}: the mobile-money PIN answers 1004/1006`;
  return { scene, act: (page) => enterPin(page, pin) };
}

export const pinUi: UiAdapter = {
  name: 'pin',
  spec,
  async open(page, scene) {
    await openMethod(page, scene.msisdn ?? NUMBERS.happy, 'twiga-money', 'Continue');
    await press(page, 'Continue');
    await typeOtp(page, RIGHT_OTP);
  },
  step(event, { rest }) {
    if (event.type.startsWith('xstate.error.')) return NETWORK_FAILURE;
    // Answers: the scene was set when the PIN was typed.
    if (event.type.startsWith('xstate.done.actor.')) return {};
    if (event.type === 'modal.close') return { act: (page) => closeDialog(page, PIN_DIALOG) };
    if (event.type === 'pin.submit') {
      const pin = (event as { pin?: string } & EventObject).pin ?? '';
      return /^\d{4}$/.test(pin) ? submit(rest) : 'fewer than 4 digits: Pay stays disabled';
    }
    return `an event '${event.type}' no person sends`;
  },
  checks: {
    entering: async (page) => {
      const first = dialog(page, PIN_DIALOG).getByLabel('Digit 1 of 4');
      await expect.poll(() => first.isEnabled(), patiently).toBe(true);
    },
  },
  done: (page) => expectHidden(dialog(page, PIN_DIALOG), 'the PIN modal'),
};
