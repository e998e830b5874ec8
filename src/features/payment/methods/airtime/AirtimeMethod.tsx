import { useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../../../../machines/otp.machine.ts';
import { SchemaForm } from '../../../../forms/SchemaForm.tsx';
import { formatMoney } from '../../../../ui/index.ts';
import { OtpModal } from '../../pin/OtpModal.tsx';
import type { MethodProps } from '../types.ts';
import { emailReadOnlyForEnterprise, prefill } from '../shared/formTweaks.ts';
import { FormPlaceholder, MessageDialog, ProcessingOverlay } from '../shared/PaymentDialogs.tsx';
import { useFormPackage } from '../shared/useFormPackage.ts';
import { useLatest, usePaymentEffects, usePaymentErrorToast } from '../shared/usePaymentFlow.ts';
import { usePaymentText } from '../shared/usePaymentText.ts';
import { airtimeWithCalls } from './airtimeActors.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** States in which a call is in flight and the processing overlay covers the form. */
const IN_FLIGHT = new Set([
  'checkingBalance',
  'initiating',
  'processing',
  'checkingStatus',
  'done',
]);

/**
 * Pay with airtime: phone and email, OTP, balance check, then 'Are you sure?' (or the
 * insufficient-balance message), initiate, process and the status page.
 */
export default function AirtimeMethod({ session, charge, enterprise }: MethodProps) {
  const { text, language } = usePaymentText();
  const form = useFormPackage('form-airtime');
  const effects = usePaymentEffects('airtime', session, charge);
  const deps = useLatest({ session, charge, enterprise });
  const [machine] = useState(() =>
    airtimeWithCalls(deps).provide({
      actions: {
        persistTransaction: (_, params) => effects.persist(params.transactionId),
        navigateToStatus: (_, params) => effects.toStatus(params.transactionId),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      amount: charge.amount,
      paymentMobile: session.msisdn,
      resumeTransactionId: effects.resumeTransactionId,
    },
  });
  const state = String(snapshot.value);
  usePaymentErrorToast(state, snapshot.context.error);
  const initial = useMemo(
    () => prefill(session.msisdn, session.emailId),
    [session.msisdn, session.emailId],
  );
  const otp = snapshot.children.otp as ActorRefFrom<typeof otpMachine> | undefined;
  const amount = formatMoney(charge.amount, charge.currency, language);

  return (
    <section className="payment-method">
      {form.status === 'ready' ? (
        <SchemaForm
          pkg={emailReadOnlyForEnterprise(form.pkg, enterprise)}
          formData={initial}
          submitLabel={text('airtime.submit')}
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
      {state === 'otp' && otp ? <OtpModal actor={otp} /> : null}
      {state === 'confirming' ? (
        <ConfirmDialog
          amount={amount}
          msisdn={snapshot.context.paymentMobile}
          onYes={() => send({ type: 'confirm.yes' })}
          onNo={() => send({ type: 'confirm.no' })}
        />
      ) : null}
      {state === 'insufficient' ? (
        <MessageDialog
          title={text('airtime.insufficientTitle')}
          message={text('airtime.insufficient')}
          onClose={() => send({ type: 'modal.close' })}
        />
      ) : null}
      {IN_FLIGHT.has(state) ? (
        <ProcessingOverlay
          detail={
            state === 'checkingBalance'
              ? text('airtime.checkingBalance')
              : state === 'checkingStatus'
                ? text('common.resuming')
                : undefined
          }
        />
      ) : null}
    </section>
  );
}
