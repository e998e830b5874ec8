import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paymentStatusMachine } from '../../../../machines/paymentStatus.machine.ts';
import type { StatusInput, StatusOutcome } from '../../../../machines/shared.ts';
import { fetchTransaction } from '../../../api/transactions.api.ts';
import type { TransactionResult } from '../../../api/wire.ts';
import { loadPaymentSession } from '../../../session/paymentSession.ts';
import { Button, PAYMENT_TOAST_DURATION_MS, Spinner, useToast } from '../../../ui/index.ts';
import { clearPendingTransaction } from '../shared/pendingTransaction.ts';
import { PAYMENT_NS, usePaymentTexts } from '../shared/texts.ts';
import { PrintBrand } from './PrintBrand.tsx';
import { ReceiptActions } from './ReceiptActions.tsx';
import { receiptTitle } from './receiptText.ts';
import { RememberOptIn } from './RememberOptIn.tsx';
import { rememberableNumber } from './rememberable.ts';
import { StatusResult } from './StatusResult.tsx';
import { usePaymentStatusMachine } from './usePaymentStatusMachine.ts';
import { useGenericText } from '../../../content/useGenericText.ts';

/** Where Return goes: the page that started the payment (session redirectPage), else home. */
export function redirectPageOf(): string {
  const page = loadPaymentSession()?.redirectPage;
  return page && page.startsWith('/') && !page.startsWith('//') ? page : '/';
}

/**
 * The status of one transaction, everything read from its id (so a reload shows the same): the
 * payment-status statechart fetches it, refetching REQUEST_REGISTERED once a second up to 5 times.
 */
export function PaymentStatus({ transactionId }: { transactionId: string }) {
  const { t } = usePaymentTexts();
  const { orGeneric } = useGenericText(PAYMENT_NS);
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      paymentStatusMachine.provide({
        actors: {
          // Cancelled by the actor's signal when the page is left mid-request.
          fetchStatus: fromPromise<StatusOutcome, StatusInput>(({ input, signal }) =>
            fetchTransaction(input.transactionId, signal),
          ),
        },
        actions: { returnToRedirectPage: () => void navigate(redirectPageOf()) },
      }),
    [navigate],
  );
  const [snapshot, send] = usePaymentStatusMachine(machine, transactionId);
  const { error, outcome, status, result } = snapshot.context;
  // The states declare what shows (PaymentStatusTag): a wrong tag shows the wrong page.
  const shown = snapshot.hasTag('shown');
  const failed = snapshot.hasTag('lookup failed');
  // REM-1: offered only once the payment SUCCEEDED, for the number the page shows.
  const remember = shown && outcome === 'success' ? rememberableNumber(result) : undefined;

  useEffect(() => {
    // The transaction reached its status page: a new card payment may start from here on.
    if (shown) clearPendingTransaction(transactionId);
  }, [shown, transactionId]);

  useEffect(() => {
    if (failed)
      toast.show({
        type: 'error',
        message: orGeneric(error?.message),
        durationMs: PAYMENT_TOAST_DURATION_MS,
      });
  }, [failed, error, toast, orGeneric]);

  // Until the outcome is known (loading, or the look-up failed) the page is named by its purpose.
  const waitingTitle = t('status.title', 'Payment status');
  const view =
    shown && outcome && result
      ? { kind: outcome, status, result: result as TransactionResult }
      : undefined;
  return (
    <section className="payment-status-page" aria-busy={snapshot.hasTag('checking')}>
      {view ? <PrintBrand name={receiptTitle(t)} /> : null}
      {failed ? (
        <div className="payment-notice payment-notice--error">
          <h1>{waitingTitle}</h1>
          <p role="alert">{t('status.lookupFailed', 'We could not load this payment.')}</p>
        </div>
      ) : (
        <StatusResult
          shown={view}
          waiting={
            <>
              <h1>{waitingTitle}</h1>
              <p className="payment-loading">
                <Spinner size={18} decorative /> {t('status.checking', 'Checking your payment…')}
              </p>
            </>
          }
        />
      )}
      {/* RCPT-1: a receipt proves a finished payment; In Processing has nothing to prove yet. */}
      {view && view.kind !== 'processing' ? (
        <ReceiptActions kind={view.kind} result={view.result} />
      ) : null}
      {remember ? <RememberOptIn number={remember} /> : null}
      {shown || failed ? (
        <Button className="payment-status__return" onClick={() => send({ type: 'status.return' })}>
          {t('status.return', 'Return')}
        </Button>
      ) : null}
    </section>
  );
}
