/**
 * The steps of the wallet machines (airtime, mobileMoney, smartCash, mpesa) that card lacks: the
 * payment OTP, the PIN child's input and the status polls. Same contract as ./paymentSteps.ts: each builder returns a
 * state-node config the machine puts under the state name it always had.
 */
import { assign, type DoneActorEvent, type EventObject } from 'xstate';
import type { OtpOutput } from './otp.machine.ts';
import { closedError } from './otpOutput.ts';
import type { PinInput } from './pin.machine.ts';
import { authFrom, type PayerContext, type PollingContext } from './payment.shared.ts';
import type { StatusOutcome } from './shared.ts';

type Done<T> = DoneActorEvent<T>;

/** Tags of the polling steps: a status look-up under way, or the 10 s wait before the next. */
export type PollingTag = 'checkingStatus' | 'waiting';

/**
 * The OTP step (family `payment`): verified -> `next` with the auth; closed -> form with its code,
 * unless the modal already showed that code (then the form toasts nothing).
 */
export function otpStep<TContext extends PayerContext, TEvent extends EventObject>(next: string) {
  return {
    tags: 'otpOpen',
    invoke: {
      id: 'otp',
      src: 'otp',
      input: ({ context }: { context: TContext }) => ({
        family: 'payment' as const,
        msisdn: context.paymentMobile,
      }),
      onDone: [
        {
          guard: {
            type: 'otpVerified',
            params: ({ event }: { event: Done<OtpOutput> }) => event.output,
          },
          target: next,
          actions: assign<TContext, Done<OtpOutput>, undefined, TEvent, never>(
            ({ context, event }) => ({
              ...context,
              auth: authFrom(event.output),
            }),
          ),
        },
        // Already read in the modal: back to the form with no error, so no toast repeats it.
        {
          guard: {
            type: 'otpShowedError',
            params: ({ event }: { event: Done<OtpOutput> }) => event.output,
          },
          target: 'form',
          actions: assign<TContext, Done<OtpOutput>, undefined, TEvent, never>(({ context }) => ({
            ...context,
            error: null,
          })),
        },
        {
          target: 'form',
          actions: assign<TContext, Done<OtpOutput>, undefined, TEvent, never>(
            ({ context, event }) => ({
              ...context,
              error: closedError(event.output),
            }),
          ),
        },
      ],
    },
  } as const;
}

/**
 * The `pin` child's input: always this transaction and the OTP's auth; `rules` add what the flow's
 * PIN step differs in (which codes mean a wrong PIN, whether to retry in place, attempts, key).
 */
export function pinInput<TContext extends PayerContext>(
  rules: (context: TContext) => Omit<PinInput, 'transactionId' | 'auth'>,
) {
  return ({ context }: { context: TContext }): PinInput => ({
    transactionId: context.transactionId,
    auth: context.auth,
    ...rules(context),
  });
}

/**
 * `checkingStatus` + `waiting`: look the status up; while IN_PROCESS and under the cap wait
 * `walletStatusPoll` (10 s) and look again; anything else (or a failure) ends in `done`.
 */
export function pollingSteps<TContext extends PollingContext, TEvent extends EventObject>() {
  return {
    checkingStatus: {
      tags: 'checkingStatus',
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        input: ({ context }: { context: TContext }) => ({ transactionId: context.transactionId }),
        onDone: [
          {
            guard: {
              type: 'keepPolling',
              params: ({ event }: { event: Done<StatusOutcome> }) => event.output,
            },
            target: 'waiting',
          },
          { target: 'done' },
        ],
        onError: 'done',
      },
    },
    waiting: {
      tags: 'waiting',
      entry: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({
        ...context,
        polls: context.polls + 1,
      })),
      after: { walletStatusPoll: 'checkingStatus' },
    },
  } as const;
}
