/**
 * The lead's number check and OTP steps (machines/hbbLead.machine.ts): a line that fails the
 * check goes back to the details with 'invalidMobile'; a closed OTP goes back with its error.
 */
import { assign } from 'xstate';
import { hbbLeadSetup } from './hbbLead.setup.ts';
import { GENERIC } from './shared.ts';

export const validatingNumberState = hbbLeadSetup.createStateConfig({
  invoke: {
    id: 'validateNumber',
    src: 'validateNumber',
    input: ({ context }) => ({ msisdn: context.details?.contactNumber ?? '' }),
    onDone: [
      {
        guard: { type: 'isOk', params: ({ event }) => event.output },
        target: 'otp',
        actions: assign({
          lineType: ({ event }) => (event.output.ok ? event.output.result.lineType : ''),
        }),
      },
      {
        target: 'details',
        actions: assign({
          error: ({ event }) => ({
            code: 'invalidMobile',
            ...(event.output.ok ? {} : { message: event.output.message }),
          }),
        }),
      },
    ],
    onError: { target: 'details', actions: assign({ error: { code: GENERIC } }) },
  },
});

/** The screen provides `otp` with send-otp-hbb as its sendOtp (the refId family). */
export const otpState = hbbLeadSetup.createStateConfig({
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
        actions: assign({
          uniqueCode: ({ event }) =>
            event.output.status === 'verified' ? (event.output.uniqueCode ?? '') : '',
        }),
      },
      {
        target: 'details',
        actions: assign({
          error: ({ event }) => (event.output.status === 'closed' ? event.output.error : null),
        }),
      },
    ],
  },
});
