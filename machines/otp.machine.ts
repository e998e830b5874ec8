import { assign, fromPromise, not, setup, stateIn } from 'xstate';
import { DELAYS } from './delays.ts';
import { MAX_ATTEMPTS } from './limits.ts';
import type { Outcome } from './outcome.ts';
import type {
  OtpContext,
  OtpFamily,
  OtpInput,
  OtpOutput,
  OtpSendResult,
  OtpTag,
  OtpVerifyResult,
} from './otp.types.ts';
import { failTo, GENERIC, hasCode, nextAttempts, notProvided, toError } from './shared.ts';

// Parents and screens import the machine's types from the machine.
export type * from './otp.types.ts';

const OTP_LENGTH = 6;
const COUNTDOWN_SECONDS = DELAYS.otpResendCountdown / 1_000;
const isCompleteCode = (code: string) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);

/**
 * One OTP modal: send, 6-digit entry (the last digit submits: there is no separate submit event),
 * 60 s resend countdown (`secondsLeft` counts it down for the dialog), attempts from 5. Ends with
 * `verified` (the id and token go to the parent) or `closed`.
 */
export const otpMachine = setup({
  types: {
    context: {} as OtpContext,
    input: {} as OtpInput,
    output: {} as OtpOutput,
    tags: {} as OtpTag,
    events: {} as
      { type: 'otp.change'; code: string } | { type: 'otp.resend' } | { type: 'modal.close' },
  },
  actors: {
    sendOtp: fromPromise<Outcome<OtpSendResult>, OtpInput>(async () => notProvided('sendOtp')),
    resendOtp: fromPromise<Outcome<OtpSendResult>, { family: OtpFamily; id: string }>(async () =>
      notProvided('resendOtp'),
    ),
    verifyOtp: fromPromise<
      Outcome<OtpVerifyResult>,
      { family: OtpFamily; id: string; otp: string }
    >(async () => notProvided('verifyOtp')),
  },
  delays: {
    otpResendCountdown: DELAYS.otpResendCountdown,
    otpResendTick: DELAYS.otpResendTick,
    errorModalAutoClose: DELAYS.errorModalAutoClose,
  },
  guards: {
    isOk: (_, outcome: Outcome<unknown>) => outcome.ok,
    isWrongCode: (_, outcome: Outcome<unknown>) => hasCode(outcome, '2003'),
    isExhausted: (_, outcome: Outcome<unknown>) => hasCode(outcome, '2002'),
    closesAfterDelay: (_, outcome: Outcome<unknown>) => hasCode(outcome, '4001', '400'),
  },
  actions: {
    setCode: assign({ code: (_, code: string) => code.replace(/\D/g, '').slice(0, OTP_LENGTH) }),
    setError: assign({ error: (_, outcome: Outcome<unknown> | undefined) => toError(outcome) }),
    wrongCode: assign({
      error: (_, outcome: Outcome<unknown>) => toError(outcome),
      attemptsLeft: ({ context }, outcome: Outcome<unknown>) =>
        nextAttempts(outcome, context.attemptsLeft),
      code: '',
    }),
    /**
     * Closing the open modal: the error still in context (2003, 2002, 4001, 400) was already on
     * screen in it, so the parent gets none and does not show it a second time as a toast.
     */
    forgetShownError: assign({ error: null }),
    startCountdown: assign({ secondsLeft: COUNTDOWN_SECONDS }),
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    endCountdown: assign({ secondsLeft: 0 }),
  },
}).createMachine({
  id: 'otp',
  context: ({ input }) => ({
    family: input.family,
    msisdn: input.msisdn,
    id: '',
    code: '',
    attemptsLeft: MAX_ATTEMPTS,
    secondsLeft: COUNTDOWN_SECONDS,
    error: null,
    verified: null,
  }),
  initial: 'sending',
  on: { 'modal.close': { target: '.closed', actions: 'forgetShownError' } },
  states: {
    sending: {
      tags: 'sending',
      invoke: {
        id: 'sendOtp',
        src: 'sendOtp',
        input: ({ context }) => ({ family: context.family, msisdn: context.msisdn }),
        onDone: [
          {
            guard: { type: 'isOk', params: ({ event }) => event.output },
            target: 'active',
            actions: assign({ id: ({ event }) => (event.output.ok ? event.output.result.id : '') }),
          },
          // 502 (send limit) and every other failure close the modal with the code.
          failTo('closed'),
        ],
        onError: { target: 'closed', actions: assign({ error: { code: GENERIC } }) },
      },
    },
    active: {
      type: 'parallel',
      states: {
        entry: {
          initial: 'editing',
          states: {
            editing: {
              tags: 'entering',
              on: {
                'otp.change': [
                  {
                    guard: ({ event }) => isCompleteCode(event.code),
                    target: 'verifying',
                    actions: { type: 'setCode', params: ({ event }) => event.code },
                  },
                  { actions: { type: 'setCode', params: ({ event }) => event.code } },
                ],
              },
            },
            verifying: {
              tags: 'verifying',
              entry: assign({ error: null }),
              invoke: {
                id: 'verifyOtp',
                src: 'verifyOtp',
                input: ({ context }) => ({
                  family: context.family,
                  id: context.id,
                  otp: context.code,
                }),
                onDone: [
                  {
                    guard: { type: 'isOk', params: ({ event }) => event.output },
                    target: '#otp.verified',
                    actions: assign({
                      verified: ({ event }) => (event.output.ok ? event.output.result : null),
                    }),
                  },
                  {
                    guard: { type: 'isWrongCode', params: ({ event }) => event.output },
                    target: 'editing',
                    actions: { type: 'wrongCode', params: ({ event }) => event.output },
                  },
                  {
                    guard: { type: 'isExhausted', params: ({ event }) => event.output },
                    target: 'exhausted',
                    actions: [
                      { type: 'setError', params: ({ event }) => event.output },
                      assign({ attemptsLeft: 0 }),
                    ],
                  },
                  {
                    guard: { type: 'closesAfterDelay', params: ({ event }) => event.output },
                    target: '#otp.closing',
                    actions: { type: 'setError', params: ({ event }) => event.output },
                  },
                  failTo('#otp.closed'),
                ],
                onError: { target: '#otp.closed', actions: assign({ error: { code: GENERIC } }) },
              },
            },
            /** 2002: attempts exhausted; the resend link is hidden; only closing remains. */
            exhausted: { tags: 'exhausted' },
          },
        },
        resend: {
          initial: 'countingDown',
          states: {
            /**
             * The 60 s decide when resend is offered; the 1 s ticks only count the seconds shown,
             * so the dialog holds no timer of its own.
             */
            countingDown: {
              tags: 'resendCountingDown',
              entry: 'startCountdown',
              after: { otpResendCountdown: 'available' },
              initial: 'ticking',
              states: {
                ticking: {
                  after: { otpResendTick: { target: 'ticking', reenter: true, actions: 'tick' } },
                },
              },
            },
            available: {
              tags: 'resendAvailable',
              entry: 'endCountdown',
              on: {
                'otp.resend': {
                  guard: not(stateIn('#otp.active.entry.exhausted')),
                  target: 'resending',
                },
              },
            },
            resending: {
              tags: 'resending',
              invoke: {
                id: 'resendOtp',
                src: 'resendOtp',
                input: ({ context }) => ({ family: context.family, id: context.id }),
                onDone: [
                  {
                    guard: { type: 'isOk', params: ({ event }) => event.output },
                    target: 'countingDown',
                    actions: assign({
                      id: ({ context, event }) =>
                        event.output.ok ? event.output.result.id || context.id : context.id,
                      error: null,
                    }),
                  },
                  failTo('#otp.closed'),
                ],
                onError: { target: '#otp.closed', actions: assign({ error: { code: GENERIC } }) },
              },
            },
          },
        },
      },
    },
    /** 4001 / 400: the message shows, then the modal closes by itself after 11 s. */
    closing: {
      tags: 'closing',
      after: { errorModalAutoClose: { target: 'closed', actions: 'forgetShownError' } },
    },
    verified: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) =>
    context.verified
      ? { status: 'verified', family: context.family, id: context.id, ...context.verified }
      : { status: 'closed', error: context.error },
});
