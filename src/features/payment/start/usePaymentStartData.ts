/** Loads what the payment start page needs: the payment options and the portal config. */
import { useCallback, useEffect, useState } from 'react';
import { getConfig } from '../../../api/portal.api.ts';
import { getPaymentOptions } from '../../../api/transactions.api.ts';
import type { PaymentOption, PortalConfig } from '../../../api/wire.ts';
import type { PaymentSessionData } from '../../../session/paymentSession.ts';
import { applyUsdFloor, sortOptions } from './paymentOptions.ts';

/** What the start page shows while, and after, it loads. */
export type StartData =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; options: PaymentOption[]; config: PortalConfig };

/**
 * Fetches payment options (sorted by name; below USD 1 in a dual-currency payment, mobile money
 * only) and the config together; `retry` fetches again after an error.
 */
export function usePaymentStartData(session: PaymentSessionData): {
  data: StartData;
  retry: () => void;
} {
  const [data, setData] = useState<StartData>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { amount, msisdn, lineType, rechargeType, transactionType, enableDualCurrency } = session;

  useEffect(() => {
    let live = true;
    const request = {
      amount,
      mobileNumber: msisdn,
      subscriberType: lineType,
      rechargeType,
      transactionType,
    };
    void Promise.all([getPaymentOptions(request), getConfig()]).then(([options, config]) => {
      if (!live) return;
      if (!options.ok) return setData({ status: 'error', message: options.message });
      if (!config.ok) return setData({ status: 'error', message: config.message });
      const sorted = applyUsdFloor(
        sortOptions(options.result.paymentOption ?? []),
        amount,
        enableDualCurrency === true,
      );
      setData({ status: 'ready', options: sorted, config: config.result });
    });
    return () => {
      live = false;
    };
  }, [amount, msisdn, lineType, rechargeType, transactionType, enableDualCurrency, attempt]);

  const retry = useCallback(() => {
    setData({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { data, retry };
}
