import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../../../../machines/otp.machine.ts';
import type { pinMachine } from '../../../../../machines/pin.machine.ts';
import { formatMoney } from '../../../../ui/index.ts';
import { OtpModal } from '../../pin/OtpModal.tsx';
import { PinModal, PinModalView } from '../../pin/PinModal.tsx';
import type { MethodProps } from '../types.ts';
import { prefill } from '../shared/formTweaks.ts';
import { MessageDialog, ProcessingOverlay } from '../shared/PaymentDialogs.tsx';
import { useFormPackage } from '../shared/useFormPackage.ts';
import { useLatest } from '../../../../ui/useLatest.ts';
import { usePaymentText } from '../shared/usePaymentText.ts';
import { useWalletMachine } from '../shared/useWalletMachine.ts';
import { CancelPayment, WalletForm } from '../shared/WalletForm.tsx';
import { SMARTCASH_MODE, smartCashWithCalls } from './smartCashActors.ts';

/**
 * Pay with SmartCash: the registered number after a fixed +255, Proceed or Cancel, OTP, then the
 * PIN modal with the amount, attempts left, customer care and the PIN reset dial. A wrong PIN
 * (56D005) re-initiates; 1006 shows the blocked message; closing the modal resets the attempts.
 */
export default function SmartCashMethod({
  session,
  options,
  config,
  charge,
  enterprise,
}: MethodProps) {
  const { text, language } = usePaymentText();
  const form = useFormPackage('form-smartcash');
  const [wallet, setWallet] = useState(session.msisdn);
  const deps = useLatest({
    session,
    charge,
    enterprise,
    paymentMode: options[0]?.code || SMARTCASH_MODE,
    paymentMobile: wallet,
  });
  const { snapshot, state, send } = useWalletMachine(
    'smartcash',
    { session, charge },
    (actions) => smartCashWithCalls(deps).provide({ actions }),
    { paymentMobile: session.msisdn },
  );
  const { attemptsLeft, error, reinitiating } = snapshot.context;
  const initial = useMemo(() => prefill(session.msisdn), [session.msisdn]);
  const otp = snapshot.children.otp as ActorRefFrom<typeof otpMachine> | undefined;
  const pin = snapshot.children.pin as ActorRefFrom<typeof pinMachine> | undefined;
  const pinHelp = {
    amount: formatMoney(charge.amount, charge.currency, language),
    alwaysShowAttempts: true,
    customerCareNumber: config.customerCareNumber,
    pinResetDial: config.pinResetDial,
  };

  return (
    <section className="payment-method">
      <p className="payment-method__hint">{text('smartcash.hint')}</p>
      <WalletForm
        form={form}
        formData={initial}
        submitLabel={text('smartcash.submit')}
        disabled={state !== 'form'}
        onSubmit={(data) => {
          const number = String(data.phone ?? '');
          setWallet(number);
          send({ type: 'form.submit', paymentMobile: number });
        }}
      />
      <CancelPayment redirectPage={session.redirectPage} disabled={state !== 'form'} />
      {state === 'otp' && otp ? <OtpModal actor={otp} /> : null}
      {state === 'pin' && pin ? <PinModal actor={pin} previousError={error} {...pinHelp} /> : null}
      {reinitiating ? (
        <PinModalView
          busy
          attemptsLeft={attemptsLeft}
          error={error}
          onPin={() => {}}
          onClose={() => {}}
          {...pinHelp}
        />
      ) : null}
      {state === 'blocked' ? (
        <MessageDialog
          title={text('smartcash.blockedTitle')}
          message={text('smartcash.blocked')}
          onClose={() => send({ type: 'modal.close' })}
        />
      ) : null}
      {(state === 'initiating' && !reinitiating) ||
      state === 'checkingStatus' ||
      state === 'done' ? (
        <ProcessingOverlay />
      ) : null}
    </section>
  );
}
