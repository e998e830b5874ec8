/** The amount and currency actually charged, with the USD/CDF switch of dual-currency products. */
import { useState } from 'react';
import { getExchangeRate } from '../../../api/transactions.api.ts';
import { useServerState } from '../../../data/useServerState.ts';
import type { PaymentSessionData } from '../../../session/paymentSession.ts';
import { usdAmountOf } from './paymentOptions.ts';

/** The two currencies of a dual-currency product. */
export const DUAL_CURRENCIES = ['USD', 'CDF'] as const;
export type DualCurrency = (typeof DUAL_CURRENCIES)[number];

/** Conversion state of a dual-currency payment. */
export type Conversion =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; usd: number; cdf: number };

type Settled = Extract<Conversion, { status: 'ready' | 'error' }>;

const OFF: Conversion = { status: 'off' };

/** USD `usd` in CDF (transaction/get/exchange/rate); a failure leaves the payer on USD. */
async function loadConversion(usd: number, signal: AbortSignal): Promise<Settled> {
  const outcome = await getExchangeRate(usd, 'USD', 'CDF', signal);
  return outcome.ok
    ? { status: 'ready', usd, cdf: outcome.result.convertedAmount }
    : { status: 'error' };
}

/** What {@link useCharge} returns. */
export interface ChargeState {
  charge: { amount: number; currency: string };
  currency: DualCurrency;
  setCurrency: (currency: DualCurrency) => void;
  conversion: Conversion;
}

/**
 * Plain payments charge the session's amount and currency. Dual-currency payments (session
 * enableDualCurrency) charge USD amount/100, or its CDF conversion (transaction/get/exchange/rate)
 * when the payer switches to CDF.
 */
export function useCharge(session: PaymentSessionData): ChargeState {
  const dual = session.enableDualCurrency === true;
  const usd = usdAmountOf(session.amount);
  const [currency, setCurrency] = useState<DualCurrency>('USD');
  // The rate is a POST: asked once per amount, never again on a re-render or a currency switch.
  const rate = useServerState(
    `payment:exchangeRate:${usd}`,
    (signal) => loadConversion(usd, signal),
    {
      enabled: dual,
    },
  );
  const conversion: Conversion = rate.status === 'idle' ? OFF : rate;

  let charge = { amount: session.amount, currency: session.currency };
  if (dual)
    charge =
      currency === 'CDF' && conversion.status === 'ready'
        ? { amount: conversion.cdf, currency: 'CDF' }
        : { amount: usd, currency: 'USD' };
  return { charge, currency, setCurrency, conversion };
}
