/**
 * The steps every paying machine (airtime, mobileMoney, smartCash, mpesa, card) shares, written
 * once: the form's submit, resume-from-transaction-id, initiate, process, one status look-up and
 * the final hand-over to the status page. The wallet-only steps (OTP, status polls) are in
 * ./walletSteps.ts.
 *
 * Each builder returns a plain state-node config that a machine puts under the SAME state name it
 * always had, so state names, invoke ids, actor names and action names stay the machine's contract.
 * Builders that assign are generic over the machine's exact context and event types: xstate types
 * an assign action invariantly in both, so `paymentSteps<MyContext, MyEvent>()` is called once per
 * machine. The guards and placeholder actions they name live in payment.shared.ts.
 */
import {
  assign,
  type ActionFunction,
  type DoneActorEvent,
  type ErrorActorEvent,
  type EventObject,
} from 'xstate';
import type { Outcome } from './outcome.ts';
import {
  transactionEffects,
  type PaymentCoreContext,
  type PaymentInput,
  type InitiateInput,
  type InitiateResult,
  type ProcessInput,
} from './payment.shared.ts';
import { failTo, GENERIC, toError } from './shared.ts';

type Done<T> = DoneActorEvent<T>;

/**
 * What holds in the shared steps, declared on them as xstate tags (the screens and the model
 * oracles read them, tests/model/<machine>.oracle.ts): the form is usable (Cancel too), the
 * initiation, the processing or the status look-up is under way (the processing overlay).
 */
export type PaymentStepTag = 'form' | 'initiating' | 'processing' | 'checkingStatus';
type ContextMapper<TContext, T> = (args: { context: TContext }) => T;

/** Where `initiating` goes and what it does besides storing and persisting the transaction id. */
export interface InitiateOptions<TContext extends PaymentCoreContext, TEvent extends EventObject> {
  next: string;
  /** False when the machine persists the id later (mobileMoney does it on entering `routing`). */
  persist?: boolean;
  /** Extra actions after the id is stored (smartCash keeps the encryption key). */
  onOk?: ActionFunction<
    TContext,
    Done<Outcome<InitiateResult>>,
    TEvent,
    undefined,
    never,
    never,
    never,
    never,
    never
  >;
}

/**
 * The shared steps of one paying machine, typed with its context, events and input. `payer` is
 * what the machine tells `initiatePayment` about who pays and how; `processPayment` is told the
 * same (less the email, which only the initiation carries) with the transaction id.
 */
export function paymentSteps<
  TContext extends PaymentCoreContext,
  TEvent extends EventObject,
  TInput = PaymentInput,
>(payer: (context: TContext) => InitiateInput) {
  const initiateInput: ContextMapper<TContext, InitiateInput> = ({ context }) => payer(context);
  const processInput: ContextMapper<TContext, ProcessInput> = ({ context }) => {
    const { email: _email, ...paying } = payer(context);
    return { transactionId: context.transactionId, ...paying };
  };
  const setError = assign<TContext, TEvent, Outcome<unknown> | undefined, TEvent, never>(
    ({ context }, outcome) => ({ ...context, error: toError(outcome) }),
  );
  /** A failed outcome: back to the form with its code (the screen shows the toast). */
  const failToForm = failTo('form');
  /** A rejected actor (network or unexpected failure): back to the form with 'generic'. */
  const genericError = assign<TContext, ErrorActorEvent, undefined, TEvent, never>(
    ({ context }) => ({ ...context, error: { code: GENERIC } }),
  );
  const storeTransactionId = assign<
    TContext,
    Done<Outcome<InitiateResult>>,
    undefined,
    TEvent,
    never
  >(({ context, event }) => ({
    ...context,
    transactionId: event.output.ok ? event.output.result.transactionId : '',
  }));
  const persistFromOutput = {
    type: 'persistTransaction',
    params: ({ event }: { event: Done<Outcome<InitiateResult>> }) => ({
      transactionId: event.output.ok ? event.output.result.transactionId : '',
    }),
  } as const;
  const navigateEntry = {
    type: 'navigateToStatus',
    params: ({ context }: { context: TContext }) => ({ transactionId: context.transactionId }),
  } as const;

  /** Stores the named fields of the submitted form (and clears the error). */
  const submit = (fields: readonly string[]) =>
    assign<TContext, TEvent, undefined, TEvent, never>(
      ({ context, event }) =>
        ({
          ...context,
          ...Object.fromEntries(fields.map((f) => [f, (event as Record<string, unknown>)[f]])),
          error: null,
        }) as TContext,
    );

  return {
    /** The machine's `setup({ types })`. */
    types: { context: {} as TContext, events: {} as TEvent, input: {} as TInput },
    /**
     * Named actions of every paying machine, for its `setup({ actions })`: `setError {outcome}`
     * and the placeholder transaction effects the screen provides.
     */
    actions: { setError, ...transactionEffects },
    /** The input of `processPayment`, for a machine that writes its own processing state (card). */
    processInput,
    failToForm,
    genericToForm: { target: 'form', actions: genericError },
    submit,
    /** `form`: form.submit stores `fields` of the event (clearing the error) and goes to `target`. */
    form: (target: string, fields: readonly string[]) => ({
      tags: 'form',
      on: { 'form.submit': { target, actions: submit(fields) } },
    }),
    /** Resume after a reload when a transaction id came in; else the form. */
    start: {
      always: [{ guard: 'resuming', target: 'checkingStatus' }, { target: 'form' }],
    },
    /**
     * Initiate the payment: store (and persist) the transaction id, then `next`. `reset` names an
     * action the machine runs on every failure (smartCash: resetAttempts) before the error is
     * set, so the reset cannot wipe the error the form shows.
     */
    initiating: <const TReset extends string = never>({
      next,
      persist = true,
      onOk,
      reset,
    }: InitiateOptions<TContext, TEvent> & { reset?: TReset }) =>
      ({
        tags: 'initiating',
        invoke: {
          id: 'initiatePayment',
          src: 'initiatePayment',
          input: initiateInput,
          onDone: [
            {
              guard: {
                type: 'isOk',
                params: ({ event }: { event: Done<Outcome<InitiateResult>> }) => event.output,
              },
              target: next,
              actions: [
                storeTransactionId,
                ...(onOk ? [onOk] : []),
                ...(persist ? [persistFromOutput] : []),
              ],
            },
            // Reset first: resetAttempts also clears the error, which the form must still show.
            reset ? { target: 'form', actions: [reset, failToForm.actions] } : failToForm,
          ],
          onError: { target: 'form', actions: reset ? [reset, genericError] : genericError },
        },
      }) as const,
    /** Process the initiated payment; success goes to `next`, a failure back to the form. */
    processing: (next: string) =>
      ({
        tags: 'processing',
        invoke: {
          id: 'processPayment',
          src: 'processPayment',
          input: processInput,
          onDone: [
            {
              guard: {
                type: 'isOk',
                params: ({ event }: { event: Done<Outcome<unknown>> }) => event.output,
              },
              target: next,
            },
            failToForm,
          ],
          onError: { target: 'form', actions: genericError },
        },
      }) as const,
    /** One status look-up (after a reload or the payment), then the status page whatever it says. */
    checkingStatusOnce: {
      tags: 'checkingStatus',
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        input: ({ context }: { context: TContext }) => ({ transactionId: context.transactionId }),
        onDone: 'done',
        onError: 'done',
      },
    },
    /** Final: the screen goes to the status page. */
    done: { type: 'final', entry: navigateEntry },
  } as const;
}
