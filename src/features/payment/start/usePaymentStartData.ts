/** Loads what the payment start page needs: the payment options and the portal config. */
import { useCallback, useState } from 'react';
import { stableStringify } from '../../../api/cache.ts';
import { getConfig } from '../../../api/portal.api.ts';
import { getPaymentOptions, type PaymentOptionsRequest } from '../../../api/transactions.api.ts';
import type { PaymentOption, PortalConfig } from '../../../api/wire.ts';
import type { ErrorState } from '../../../data/settle.ts';
import { useServerState } from '../../../data/useServerState.ts';
import type { PaymentSessionData } from '../../../session/paymentSession.ts';
import { applyUsdFloor, sortOptions } from './paymentOptions.ts';

/** What the start page shows while, and after, it loads. */
export type StartData =
  | { status: 'loading' }
  | ErrorState
  | { status: 'ready'; options: PaymentOption[]; config: PortalConfig };

type Settled = Exclude<StartData, { status: 'loading' }>;

async function loadStartData(
  request: PaymentOptionsRequest,
  dual: boolean,
  signal: AbortSignal,
): Promise<Settled> {
  const [options, config] = await Promise.all([
    getPaymentOptions(request, signal),
    getConfig(undefined, signal),
  ]);
  if (!options.ok) return { status: 'error', message: options.message };
  if (!config.ok) return { status: 'error', message: config.message };
  const sorted = applyUsdFloor(
    sortOptions(options.result.paymentOption ?? []),
    request.amount,
    dual,
  );
  return { status: 'ready', options: sorted, config: config.result };
}

/**
 * Fetches payment options (sorted by name; below USD 1 in a dual-currency payment, mobile money
 * only) and the config together; `retry` fetches again after an error. The options call is a POST:
 * only a new session or a press of `retry` asks again, never a re-render.
 */
export function usePaymentStartData(session: PaymentSessionData): {
  data: StartData;
  retry: () => void;
} {
  const [attempt, setAttempt] = useState(0);
  const { amount, msisdn, lineType, rechargeType, transactionType } = session;
  const dual = session.enableDualCurrency === true;
  const request: PaymentOptionsRequest = {
    amount,
    mobileNumber: msisdn,
    subscriberType: lineType,
    rechargeType,
    transactionType,
  };
  const state = useServerState(
    `payment:start:${stableStringify(request)}:${dual}:${attempt}`,
    (signal) => loadStartData(request, dual, signal),
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Always enabled, so never idle; the narrowing only tells the type so.
  return { data: state.status === 'idle' ? { status: 'loading' } : state, retry };
}
