/** The OTP machine through the payment OTP modal (opened by 'Pay with airtime'). */
import type { EventObject } from 'xstate';
import { otpSpec } from '../../../model/otp.spec.ts';
import { expect } from '../../support/fixtures.ts';
import { activate } from '../../support/screen.ts';
import { expectHidden, expectVisible } from '../../support/see.ts';
import {
  NETWORK_FAILURE,
  NUMBERS,
  OTP_DIALOG,
  RIGHT_OTP,
  WRONG_OTP,
  closeDialog,
  dialog,
  openMethod,
  patiently,
  press,
  typeOtp,
} from '../paymentSteps.ts';
import { timerStep, type UiAdapter, type UiStep } from '../runner.ts';

const codeOf = (event: EventObject) => {
  const output = (event as { output?: { ok?: boolean; code?: string } }).output;
  return output?.ok === false ? output.code : null;
};

/** The code a person types: the right one, unless the verify answer after it is 2003. */
function typed(rest: EventObject[]): string {
  const answer = rest.find((e) => e.type.endsWith('.actor.verifyOtp'));
  return answer && codeOf(answer) === '2003' ? WRONG_OTP : RIGHT_OTP;
}

function answer(event: EventObject): UiStep | string {
  if (event.type.startsWith('xstate.error.')) return NETWORK_FAILURE;
  const code = codeOf(event);
  const call = event.type.split('.').pop();
  if (code === null || code === '2003') return {};
  if (code === '502' && call === 'sendOtp') return { scene: { msisdn: NUMBERS.otpLimit } };
  if (code === '502' && call === 'resendOtp')
    return { scene: { faults: [{ path: 'optimus/otp/resend', status: 502 }] } };
  if (code === '400' && call === 'verifyOtp')
    return { scene: { faults: [{ path: 'optimus/otp/verify', status: 400 }] } };
  if (code === '2002') return '2002 right after one code: the sandbox gives it at the fifth wrong';
  return `${call} answering ${code}: no sandbox number or fault gives it`;
}

export const otpUi: UiAdapter = {
  name: 'otp',
  spec: otpSpec,
  async open(page, scene) {
    await openMethod(page, scene.msisdn ?? NUMBERS.happy, 'airtime', 'Pay with airtime');
    await press(page, 'Pay with airtime');
  },
  step(event, { rest }) {
    if (event.type.startsWith('xstate.after.')) return timerStep(event, otpSpec.machine);
    if (/^xstate\.(done|error)\.actor\./.test(event.type)) return answer(event);
    switch (event.type) {
      case 'otp.change': {
        const code = (event as { code?: string } & EventObject).code ?? '';
        if (!/^\d{6}$/.test(code)) return 'fewer than 6 digits: the boxes do not submit them';
        const code6 = typed(rest);
        return { act: (page) => typeOtp(page, code6) };
      }
      case 'otp.resend':
        return {
          act: (page) =>
            activate(dialog(page, OTP_DIALOG).getByRole('button', { name: 'Resend code' })),
        };
      case 'modal.close':
        return { act: (page) => closeDialog(page, OTP_DIALOG) };
      default:
        return `an event '${event.type}' no person sends`;
    }
  },
  checks: {
    entering: async (page) => {
      const first = dialog(page, OTP_DIALOG).getByLabel('Digit 1 of 6');
      await expectVisible(first, 'the OTP boxes');
      await expect.poll(() => first.isEnabled(), patiently).toBe(true);
    },
    exhausted: async (page) => {
      const first = dialog(page, OTP_DIALOG).getByLabel('Digit 1 of 6');
      await expect.poll(() => first.isDisabled(), patiently).toBe(true);
    },
    resendCountingDown: (page) =>
      expectVisible(dialog(page, OTP_DIALOG).getByText(/Resend code in \d+ s/), 'the countdown'),
    resendAvailable: (page) =>
      expectVisible(
        dialog(page, OTP_DIALOG).getByRole('button', { name: 'Resend code' }),
        'the Resend code button',
      ),
    closing: (page) =>
      expectVisible(
        dialog(page, OTP_DIALOG).getByText('This window will close shortly.'),
        'the closing note',
      ),
  },
  done: (page) => expectHidden(dialog(page, OTP_DIALOG), 'the OTP modal'),
};
