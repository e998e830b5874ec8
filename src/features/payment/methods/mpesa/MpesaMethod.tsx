import { useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { SchemaForm } from '../../../../forms/SchemaForm.tsx';
import { Button } from '../../../../ui/index.ts';
import type { MethodProps } from '../types.ts';
import { emailReadOnlyForEnterprise, prefill } from '../shared/formTweaks.ts';
import { FormPlaceholder, ProcessingOverlay } from '../shared/PaymentDialogs.tsx';
import { useFormPackage } from '../shared/useFormPackage.ts';
import { useLatest, usePaymentEffects, usePaymentErrorToast } from '../shared/usePaymentFlow.ts';
import { usePaymentText } from '../shared/usePaymentText.ts';
import { mpesaWithCalls } from './mpesaActors.ts';

const IN_FLIGHT = new Set(['initiating', 'processing', 'checkingStatus', 'waiting', 'done']);

/**
 * Pay with MPESA: email and phone, Cancel or 'Continue to pay'; processed with mode MPESA (no
 * PIN), polled every 10 s while IN_PROCESS up to paymentMaxTry, then the status page.
 */
export default function MpesaMethod({ session, config, charge, enterprise }: MethodProps) {
  const { text } = usePaymentText();
  const navigate = useNavigate();
  const form = useFormPackage('form-mpesa');
  const effects = usePaymentEffects('mpesa', session, charge);
  const deps = useLatest({ session, charge, enterprise });
  const [machine] = useState(() =>
    mpesaWithCalls(deps).provide({
      actions: {
        persistTransaction: (_, params) => effects.persist(params.transactionId),
        navigateToStatus: (_, params) => effects.toStatus(params.transactionId),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      paymentMobile: session.msisdn,
      paymentMaxTry: config.paymentMaxTry,
      resumeTransactionId: effects.resumeTransactionId,
    },
  });
  const state = String(snapshot.value);
  usePaymentErrorToast(state, snapshot.context.error);
  const initial = useMemo(
    () => prefill(session.msisdn, session.emailId),
    [session.msisdn, session.emailId],
  );

  return (
    <section className="payment-method">
      {form.status === 'ready' ? (
        <SchemaForm
          pkg={emailReadOnlyForEnterprise(form.pkg, enterprise)}
          formData={initial}
          submitLabel={text('mpesa.submit')}
          disabled={state !== 'form'}
          onSubmit={(data) =>
            send({
              type: 'form.submit',
              paymentMobile: String(data.phone ?? ''),
              email: String(data.email ?? ''),
            })
          }
        />
      ) : (
        <FormPlaceholder failed={form.status === 'error'} />
      )}
      <div className="payment-method__actions">
        <Button
          variant="secondary"
          disabled={state !== 'form'}
          onClick={() => navigate(session.redirectPage)}
        >
          {text('common.cancel')}
        </Button>
      </div>
      {IN_FLIGHT.has(state) ? <ProcessingOverlay /> : null}
    </section>
  );
}
