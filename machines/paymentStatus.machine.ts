import { assign, setup } from 'xstate';
import { DELAYS } from './delays.ts';
import { STATUS_PAGE_MAX_RETRIES } from './limits.ts';
import { paymentActors } from './payment.shared.ts';
import {
  GENERIC,
  rawStatus,
  toError,
  type MachineError,
  type StatusOutcome,
  type TransactionStatusResult,
} from './shared.ts';

/** Colour and heading family of a transaction status. */
export type StatusOutcomeKind = 'success' | 'processing' | 'failed';

/** ALREADY_PROCESSED is shown as REQUEST_REGISTERED (PAY-16). */
export const normaliseStatus = (status: string) =>
  status === 'ALREADY_PROCESSED' ? 'REQUEST_REGISTERED' : status;

/** SUCCESS; pending states; anything else (FAILED, FALIURE, raw statuses) is failed-coloured. */
export function classifyStatus(status: string): StatusOutcomeKind {
  if (status === 'SUCCESS') return 'success';
  if (['REQUEST_REGISTERED', 'REQUEST_RAISED', 'IN_PROCESS'].includes(status)) return 'processing';
  return 'failed';
}

/**
 * What the status page shows, declared by each state (the page reads hasTag): 'checking' the
 * spinner (also between refetches); 'shown' the result with its colour and the Return button;
 * 'lookup failed' the error notice, its toast and the Return button.
 */
export type PaymentStatusTag = 'checking' | 'shown' | 'lookup failed';

interface PaymentStatusContext {
  transactionId: string;
  retries: number;
  status: string;
  outcome: StatusOutcomeKind | null;
  result: TransactionStatusResult | null;
  error: MachineError | null;
}

/**
 * Status page: fetch; REQUEST_REGISTERED (or ALREADY_PROCESSED) refetches once a second, at most
 * 5 times; then `shown` with status, outcome and result. The heading is 'Thank you' for success,
 * 'In Processing' for processing, else the raw status.
 */
export const paymentStatusMachine = setup({
  types: {
    context: {} as PaymentStatusContext,
    input: {} as { transactionId: string },
    events: {} as { type: 'status.return' },
    tags: {} as PaymentStatusTag,
  },
  actors: { fetchStatus: paymentActors.fetchStatus },
  delays: { statusPageRetry: DELAYS.statusPageRetry },
  guards: {
    isOk: (_, outcome: StatusOutcome) => outcome.ok,
    refetch: ({ context }, outcome: StatusOutcome) =>
      normaliseStatus(rawStatus(outcome)) === 'REQUEST_REGISTERED' &&
      context.retries < STATUS_PAGE_MAX_RETRIES,
  },
  actions: {
    record: assign((_, outcome: StatusOutcome) => {
      const status = normaliseStatus(rawStatus(outcome));
      return {
        status,
        outcome: classifyStatus(status),
        result: outcome.ok ? outcome.result : null,
      };
    }),
    /** Placeholder: the screen goes to the stored redirect page. */
    returnToRedirectPage: () => {},
  },
}).createMachine({
  id: 'paymentStatus',
  context: ({ input }) => ({
    transactionId: input.transactionId,
    retries: 0,
    status: '',
    outcome: null,
    result: null,
    error: null,
  }),
  initial: 'fetching',
  on: { 'status.return': { actions: 'returnToRedirectPage' } },
  states: {
    fetching: {
      tags: ['checking'],
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        input: ({ context }) => ({ transactionId: context.transactionId }),
        onDone: [
          {
            guard: { type: 'refetch', params: ({ event }) => event.output },
            target: 'waiting',
            actions: { type: 'record', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isOk', params: ({ event }) => event.output },
            target: 'shown',
            actions: { type: 'record', params: ({ event }) => event.output },
          },
          { target: 'failed', actions: assign({ error: ({ event }) => toError(event.output) }) },
        ],
        onError: { target: 'failed', actions: assign({ error: { code: GENERIC } }) },
      },
    },
    waiting: {
      tags: ['checking'],
      entry: assign({ retries: ({ context }) => context.retries + 1 }),
      after: { statusPageRetry: 'fetching' },
    },
    shown: { tags: ['shown'] },
    /** The look-up itself failed: error toast with the server message or the generic text. */
    failed: { tags: ['lookup failed'] },
  },
});
