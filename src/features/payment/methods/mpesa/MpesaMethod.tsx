import type { MethodProps } from '../types.ts';
import { ProcessingOverlay } from '../shared/PaymentDialogs.tsx';
import { useFormPackage } from '../shared/useFormPackage.ts';
import { useLatest } from '../../../../ui/useLatest.ts';
import { usePaymentText } from '../shared/usePaymentText.ts';
import { useWalletMachine } from '../shared/useWalletMachine.ts';
import { CancelPayment, PhoneEmailForm } from '../shared/WalletForm.tsx';
import { mpesaWithCalls } from './mpesaActors.ts';

const IN_FLIGHT = new Set(['initiating', 'processing', 'checkingStatus', 'waiting', 'done']);

/**
 * Pay with MPESA: email and phone, Cancel or 'Continue to pay'; processed with mode MPESA (no
 * PIN), polled every 10 s while IN_PROCESS up to paymentMaxTry, then the status page.
 */
export default function MpesaMethod({ session, config, charge, enterprise }: MethodProps) {
  const { text } = usePaymentText();
  const form = useFormPackage('form-mpesa');
  const deps = useLatest({ session, charge, enterprise });
  const { state, send } = useWalletMachine(
    'mpesa',
    { session, charge },
    (actions) => mpesaWithCalls(deps).provide({ actions }),
    { paymentMobile: session.msisdn, paymentMaxTry: config.paymentMaxTry },
  );

  return (
    <section className="payment-method">
      <PhoneEmailForm
        form={form}
        session={session}
        enterprise={enterprise}
        submitLabel={text('mpesa.submit')}
        disabled={state !== 'form'}
        onSubmit={(paymentMobile, email) => send({ type: 'form.submit', paymentMobile, email })}
      />
      <CancelPayment redirectPage={session.redirectPage} disabled={state !== 'form'} />
      {IN_FLIGHT.has(state) ? <ProcessingOverlay /> : null}
    </section>
  );
}
