/**
 * The lead's number check and OTP steps (machines/hbbLead.machine.ts): a line that fails the
 * check goes back to the details with 'invalidMobile'; a closed OTP goes back with its error.
 */
import { assign } from 'xstate';
import { hbbLeadSetup } from './hbbLead.setup.ts';
import { lineTypeOf, numberError } from './lineOutcome.ts';
import { closedError, uniqueCodeOf } from './otpOutput.ts';
import { GENERIC } from './shared.ts';

export const validatingNumberState = hbbLeadSetup.createStateConfig({
  tags: 'checkingNumber',
  invoke: {
    id: 'validateNumber',
    src: 'validateNumber',
    input: ({ context }) => ({ msisdn: context.details?.contactNumber ?? '' }),
    onDone: [
      {
        guard: { type: 'isOk', params: ({ event }) => event.output },
        target: 'otp',
        actions: assign({ lineType: ({ event }) => lineTypeOf(event.output) }),
      },
      {
        target: 'details',
        actions: assign({ error: ({ event }) => numberError('invalidMobile', event.output) }),
      },
    ],
    onError: { target: 'details', actions: assign({ error: { code: GENERIC } }) },
  },
});

/** The screen provides `otp` with send-otp-hbb as its sendOtp (the refId family). */
export const otpState = hbbLeadSetup.createStateConfig({
  tags: 'otpOpen',
  on: { 'modal.close': 'details' },
  invoke: {
    id: 'otp',
    src: 'otp',
    input: ({ context }) => ({
      family: 'payment' as const,
      msisdn: context.details?.contactNumber ?? '',
    }),
    onDone: [
      {
        guard: { type: 'otpVerified', params: ({ event }) => event.output },
        target: 'submitting',
        actions: assign({ uniqueCode: ({ event }) => uniqueCodeOf(event.output) }),
      },
      { target: 'details', actions: assign({ error: ({ event }) => closedError(event.output) }) },
    ],
  },
});
