import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  rechargeLineMachine,
  type PayParams,
  type RechargeLineInput,
  type ValidateNumberRequest,
} from '../../machines/rechargeLine.machine.ts';
import { validateNumber } from '../api/portal.api.ts';

/** What a page gives the line machine: its input (line types, bounds, checks) and where paying goes. */
export interface LineCheckOptions extends RechargeLineInput {
  /** The machine reached `paying`: store the payment session data and navigate. */
  onPay: (params: PayParams) => void;
}

/**
 * The real number validation, sending what the machine asks, shaped as its outcome
 * (`result.lineType`). A read: the actor's signal cancels it when the page is left mid-request.
 */
const validateLine = fromPromise(
  async ({ input, signal }: { input: ValidateNumberRequest; signal: AbortSignal }) => {
    const { msisdn, ...opts } = input;
    const outcome = await validateNumber(msisdn, opts, signal);
    return outcome.ok
      ? { ok: true as const, result: { lineType: String(outcome.result).toUpperCase() } }
      : outcome;
  },
);

/**
 * The line statechart of the recharge and broadband pages with the real number validation. A new
 * `provide` each render is fine: the machine's config is the same object, so @xstate/react keeps
 * the running actor and only swaps in the latest implementations (so `onPay` always sees the
 * current page state).
 */
export function useLineCheck({ onPay, ...input }: LineCheckOptions) {
  const machine = rechargeLineMachine.provide({
    actors: { validateNumber: validateLine },
    actions: { goToPayment: (_, params: PayParams) => onPay(params) },
  });
  return useMachine(machine, { input });
}
