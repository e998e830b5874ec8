import { useEffect, useRef } from 'react';
import { openPaystack, PAYSTACK_CHANNELS, paystackKey } from './paystack.ts';

/** What {@link usePaystackPopup} needs. */
export interface PaystackPopupOptions {
  /** True while the card statechart is in `popup`. */
  open: boolean;
  scriptUrl: string;
  transactionId: string;
  email: string;
  charge: { amount: number; currency: string };
  payStackConfig: string | undefined;
  onSuccess: () => void;
  onClose: () => void;
  /** The script did not load (or lacks PaystackPop). */
  onFailure: (error: unknown) => void;
}

/**
 * Opens the Paystack inline popup once per transaction while `open` is true, with the amount
 * x 100 and the transaction id as reference; reports success, close or a loading failure.
 */
export function usePaystackPopup(options: PaystackPopupOptions): void {
  const latest = useRef(options);
  const openedFor = useRef('');
  useEffect(() => {
    latest.current = options;
  });
  const { open, transactionId } = options;

  useEffect(() => {
    // Once per transaction: a re-render or a strict-mode re-run must not open a second popup.
    if (!open || !transactionId || openedFor.current === transactionId) return;
    openedFor.current = transactionId;
    const { scriptUrl, email, charge, payStackConfig } = latest.current;
    openPaystack(scriptUrl, {
      key: paystackKey(payStackConfig),
      email,
      amount: Math.round(charge.amount * 100),
      ref: transactionId,
      currency: charge.currency,
      channels: PAYSTACK_CHANNELS,
      callback: () => latest.current.onSuccess(),
      onClose: () => latest.current.onClose(),
    }).catch((error: unknown) => {
      console.warn('[card] Paystack popup could not open', error);
      latest.current.onFailure(error);
    });
  }, [open, transactionId]);
}
