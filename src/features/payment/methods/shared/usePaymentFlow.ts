/**
 * What every wallet screen does around its statechart: remember and resume the initiated
 * transaction, go to the status page, and show a 10 s error toast when the flow falls back to
 * the form with an error. useWalletMachine.ts wires all three to one machine.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLatest } from '../../../../ui/useLatest.ts';
import { PAYMENT_TOAST_DURATION_MS, useToast } from '../../../../ui/index.ts';
import type { PaymentSessionData } from '../../../../session/paymentSession.ts';
import {
  loadPendingTransaction,
  paymentFingerprint,
  savePendingTransaction,
} from '../../shared/pendingTransaction.ts';
import type { Charge } from './paymentPayload.ts';
import { usePaymentText, type ShownError } from './usePaymentText.ts';
import { statusUrl } from '../../../../routes/paths.ts';

/** Which payment a pending transaction belongs to: this method, this payment session and charge. */
export const pendingKey = (method: string, session: PaymentSessionData, charge: Charge) =>
  `${method}|${paymentFingerprint(session, charge)}`;

/**
 * The two side effects the paying machines ask for, plus the id to resume after a reload or a
 * back-and-forward (kept in session storage by ../../shared/pendingTransaction.ts; the status
 * page forgets it once shown).
 */
export function usePaymentEffects(method: string, session: PaymentSessionData, charge: Charge) {
  const navigate = useNavigate();
  const latest = useLatest({ navigate, session, charge });
  const [effects] = useState(() => ({
    resumeTransactionId: loadPendingTransaction(pendingKey(method, session, charge)),
    persist(transactionId: string) {
      if (transactionId)
        savePendingTransaction(
          pendingKey(method, latest.current.session, latest.current.charge),
          transactionId,
        );
    },
    toStatus(transactionId: string) {
      // PAY-11: a missing transaction id is only logged, with no navigation.
      if (!transactionId) return console.warn('[payment] no transaction id: staying on the form');
      latest.current.navigate(statusUrl(transactionId));
    },
  }));
  return effects;
}

/**
 * A 10 s error toast each time the machine returns to `form` with a new error. Which errors the
 * payer still has to read is the machine's decision (it clears an error the OTP modal showed).
 */
export function usePaymentErrorToast(state: string, error: ShownError | null) {
  const toast = useToast();
  const { errorText } = usePaymentText();
  const shown = useRef<ShownError | null>(null);
  useEffect(() => {
    if (state !== 'form' || !error || shown.current === error) return;
    shown.current = error;
    toast.show({ type: 'error', message: errorText(error), durationMs: PAYMENT_TOAST_DURATION_MS });
  }, [state, error, toast, errorText]);
}
