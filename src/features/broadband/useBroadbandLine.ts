import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  rechargeLineMachine,
  type PayParams,
  type ValidateNumberRequest,
} from '../../../machines/rechargeLine.machine.ts';
import { validateNumber } from '../../api/portal.api.ts';
import type { MachineError } from '../../../machines/shared.ts';

/** Every line type a router SIM may carry. */
export const BROADBAND_LINE_TYPES = ['PREPAID', 'POSTPAID', 'HYBRID'];

/** Number validation as the machine asks it (here with `checkIfBroadband`), shaped as its outcome. */
const validateBroadband = fromPromise(async ({ input }: { input: ValidateNumberRequest }) => {
  const { msisdn, ...opts } = input;
  const outcome = await validateNumber(msisdn, opts);
  return outcome.ok
    ? { ok: true as const, result: { lineType: String(outcome.result).toUpperCase() } }
    : outcome;
});

/** What a broadband page gives the line machine. */
export interface BroadbandLineOptions {
  /** Amount bounds (the data-bundle page has no amount: pass 0 and 0). */
  minAmount: number;
  maxAmount: number;
  onPay: (params: PayParams) => void;
}

/** The machine states a broadband page shows something for. */
export type LineView =
  'editing' | 'checking' | 'validating' | 'ready' | 'wrongLineType' | 'invalid' | 'paying';

/**
 * The recharge-line statechart (number checked at 9 digits) as a broadband check: the machine
 * sends checkIfBroadband and refuses a line the server says is not a broadband line.
 * `provide` each render keeps the running actor and swaps in the latest `onPay`.
 */
export function useBroadbandLine({ minAmount, maxAmount, onPay }: BroadbandLineOptions) {
  const machine = rechargeLineMachine.provide({
    actors: { validateNumber: validateBroadband },
    actions: { goToPayment: (_, params: PayParams) => onPay(params) },
  });
  return useMachine(machine, {
    input: { acceptedLineTypes: BROADBAND_LINE_TYPES, minAmount, maxAmount, broadbandOnly: true },
  });
}

/** Translated texts of the number's state. */
export interface LineTexts {
  invalidMobile: string;
  generic: string;
  wrongLineType: string;
  checking: string;
  confirmed: string;
}

/** The message under the phone field, if any. */
export function phoneError(
  view: LineView,
  error: MachineError | null,
  texts: LineTexts,
): string | undefined {
  if (view === 'wrongLineType') return texts.wrongLineType;
  if (view !== 'invalid') return undefined;
  return error?.code === 'generic' ? texts.generic : texts.invalidMobile;
}

/** The polite live-region text of the number check. */
export function lineStatus(view: LineView, texts: LineTexts): string {
  // 'checking' is the 1000 ms input handler delay before the call: to the person, the same wait.
  if (view === 'checking' || view === 'validating') return texts.checking;
  if (view === 'ready') return texts.confirmed;
  return '';
}
