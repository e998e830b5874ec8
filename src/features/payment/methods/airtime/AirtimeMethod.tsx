import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../../../../machines/otp.machine.ts';
import { formatMoney } from '../../../../ui/index.ts';
import { OtpModal } from '../../pin/OtpModal.tsx';
import type { MethodProps } from '../types.ts';
import { MessageDialog, ProcessingOverlay } from '../shared/PaymentDialogs.tsx';
import { useFormPackage } from '../shared/useFormPackage.ts';
import { useLatest } from '../../../../ui/useLatest.ts';
import { usePaymentText } from '../shared/usePaymentText.ts';
import { useWalletMachine } from '../shared/useWalletMachine.ts';
import { PhoneEmailForm } from '../shared/WalletForm.tsx';
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
  const deps = useLatest({ session, charge, enterprise });
  const { snapshot, state, send } = useWalletMachine(
    'airtime',
    { session, charge },
    (actions) => airtimeWithCalls(deps).provide({ actions }),
    { amount: charge.amount, paymentMobile: session.msisdn },
  );
  const otp = snapshot.children.otp as ActorRefFrom<typeof otpMachine> | undefined;
  const amount = formatMoney(charge.amount, charge.currency, language);

  return (
    <section className="payment-method">
      <PhoneEmailForm
        form={form}
        session={session}
        enterprise={enterprise}
        submitLabel={text('airtime.submit')}
        disabled={state !== 'form'}
        onSubmit={(paymentMobile, email) => send({ type: 'form.submit', paymentMobile, email })}
      />
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
