import type { PayParams } from '../../../machines/rechargeLine.machine.ts';
import { useLineCheck } from '../../line/useLineCheck.ts';

/** Every line type a router SIM may carry. */
const BROADBAND_LINE_TYPES = ['PREPAID', 'POSTPAID', 'HYBRID'];

/** What a broadband page gives the line machine. */
export interface BroadbandLineOptions {
  /** Amount bounds (the data-bundle page has no amount: pass 0 and 0). */
  minAmount: number;
  maxAmount: number;
  onPay: (params: PayParams) => void;
}

/**
 * The line check as a broadband check: the machine sends checkIfBroadband and refuses a line the
 * server says is not a broadband line.
 */
export function useBroadbandLine(options: BroadbandLineOptions) {
  return useLineCheck({ ...options, acceptedLineTypes: BROADBAND_LINE_TYPES, broadbandOnly: true });
}
