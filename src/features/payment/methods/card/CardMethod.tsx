import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cardMachine, isInlineGateway } from '../../../../../machines/card.machine.ts';
import { withRuntimeOptions } from '../../../../forms/runtimeOptions.ts';
import { SchemaForm } from '../../../../forms/SchemaForm.tsx';
import { useAnnounced } from '../../../../ui/announcer/useAnnounced.ts';
import { PAYMENT_TOAST_DURATION_MS, Spinner, useToast } from '../../../../ui/index.ts';
import {
  loadPendingTransaction,
  paymentFingerprint,
  savePendingTransaction,
} from '../../shared/pendingTransaction.ts';
import { PAYMENT_NS, usePaymentTexts } from '../../shared/texts.ts';
import { isEnterprise } from '../enterprise.ts';
import type { MethodProps } from '../types.ts';
import { redirectBrowser } from './browser.ts';
import { cardActors } from './cardActors.ts';
import { useCardMachine } from './useCardMachine.ts';
import { useCardEmailPackage } from './useCardEmailPackage.ts';
import { statusUrl } from '../../../../routes/paths.ts';
import { useGenericText } from '../../../../content/useGenericText.ts';

/** The status page of a card transaction (the gateway callback lands on the same URL). */
export function cardStatusPath(transactionId: string, gateway: string): string {
  return statusUrl(transactionId, isInlineGateway(gateway) ? 'paystack' : undefined);
}

/**
 * Card payment (CARD-1, CARD-3): choose a gateway, give an email, Continue. The card
 * statechart initiates once, processes, then opens the Paystack popup or redirects to the
 * gateway. The transaction id is kept for this payment so Back from the gateway resumes it.
 */
export default function CardMethod(props: MethodProps) {
  const { session, options, charge, enterprise } = props;
  const { t } = usePaymentTexts();
  const { generic, orGeneric } = useGenericText(PAYMENT_NS);
  const toast = useToast();
  const navigate = useNavigate();
  const locked = isEnterprise(enterprise);
  const form = useCardEmailPackage(locked);
  const payment = paymentFingerprint(session, charge);
  const [resumeTransactionId] = useState(() => loadPendingTransaction(payment));
  const emailData = useMemo(
    () => (session.emailId ? { email: session.emailId } : undefined),
    [session.emailId],
  );
  // The gateway field of the card form (form-card-email) offers the portal config's gateways.
  const gateways = useMemo(
    () => withRuntimeOptions({ gateways: options.map((o) => ({ value: o.name, label: o.name })) }),
    [options],
  );

  const machine = useMemo(
    () =>
      cardMachine.provide({
        actors: cardActors(props),
        actions: {
          persistTransaction: (_, { transactionId }) =>
            savePendingTransaction(payment, transactionId),
          navigateToStatus: ({ context }, { transactionId }) =>
            void navigate(cardStatusPath(transactionId, context.gateway)),
          redirectTo: (_, { url }) => redirectBrowser(url),
          logMissingTransaction: () =>
            console.warn('[card] process answered without a transaction id'),
          reportPopupFailure: () =>
            toast.show({
              type: 'error',
              message: generic,
              durationMs: PAYMENT_TOAST_DURATION_MS,
            }),
        },
      }),
    // The machine is made once per mounted form; later prop changes remount the method.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [snapshot, send] = useCardMachine(machine, resumeTransactionId);
  const { error, transactionId, gateway: sentGateway } = snapshot.context;
  // The states declare what shows (CardTag): a wrong tag shows the wrong screen.
  const idle = snapshot.hasTag('editable');
  const busyLine = snapshot.hasTag('popup')
    ? t('card.popup', 'Complete the payment in the Paystack window.')
    : t('card.busy', 'Processing your payment…');
  // A11Y-3: the line arrives with its words: said once through the page's announcer.
  useAnnounced(snapshot.hasTag('busy') ? busyLine : undefined);

  useEffect(() => {
    if (error)
      toast.show({
        type: 'error',
        message: orGeneric(error.message),
        durationMs: PAYMENT_TOAST_DURATION_MS,
      });
  }, [error, toast, orGeneric]);

  // Back from the gateway can restore this page from the back-forward cache, frozen mid-redirect:
  // show the transaction's status instead of a dead form.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && transactionId)
        void navigate(cardStatusPath(transactionId, sentGateway));
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [transactionId, sentGateway, navigate]);

  return (
    <div className="card-method">
      {form.status === 'loading' && (
        <Spinner size={18} label={t('page.loadingMethod', 'Loading the payment form…')} />
      )}
      {form.status === 'error' && <p role="alert">{generic}</p>}
      {form.pkg && (
        <SchemaForm
          pkg={form.pkg}
          formData={emailData}
          submitLabel={t('card.continue', 'Continue')}
          formContext={gateways}
          disabled={!idle || options.length === 0}
          onSubmit={(data) =>
            send({
              type: 'form.submit',
              gateway: String(data.gateway ?? ''),
              email: String(data.email ?? ''),
            })
          }
        />
      )}
      {snapshot.hasTag('busy') && (
        <p className="payment-loading">
          <Spinner size={18} decorative /> {busyLine}
        </p>
      )}
    </div>
  );
}
