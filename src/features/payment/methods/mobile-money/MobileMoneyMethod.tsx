import { useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { operatorNumberMachine } from '../../../../../machines/operatorNumber.machine.ts';
import type { otpMachine } from '../../../../../machines/otp.machine.ts';
import type { pinMachine } from '../../../../../machines/pin.machine.ts';
import { runtimeConfig } from '../../../../api/runtimeConfig.ts';
import { OtpModal } from '../../pin/OtpModal.tsx';
import { PinModal } from '../../pin/PinModal.tsx';
import type { MethodProps } from '../types.ts';
import { prefill } from '../shared/formTweaks.ts';
import { MessageDialog, ProcessingOverlay } from '../shared/PaymentDialogs.tsx';
import { useFormPackage } from '../shared/useFormPackage.ts';
import { useLatest } from '../../../../ui/useLatest.ts';
import { usePaymentText } from '../shared/usePaymentText.ts';
import { useWalletMachine } from '../shared/useWalletMachine.ts';
import { WalletForm } from '../shared/WalletForm.tsx';
import { mobileMoneyWithCalls } from './mobileMoneyActors.ts';

const IN_FLIGHT = new Set([
  'initiating',
  'routing',
  'pushing',
  'checkingStatus',
  'waiting',
  'done',
]);

/** The option code is the payment mode, e.g. TWIGA_MONEY; the brand gives it when the option has none. */
const walletMode = (code: string | undefined) =>
  code || `${runtimeConfig().brand.toUpperCase()}_MONEY`;

/**
 * Pay with {brand}-money: the wallet number, then a push request with the processing overlay
 * (config enableAmPin off) or OTP then PIN (on); the status is polled every 10 s while
 * IN_PROCESS, then the status page.
 */
export default function MobileMoneyMethod({
  session,
  options,
  config,
  charge,
  enterprise,
}: MethodProps) {
  const { text } = usePaymentText();
  const form = useFormPackage('form-mobile-wallet');
  const [phone, setPhone] = useState(session.msisdn);
  const deps = useLatest({
    session,
    charge,
    enterprise,
    paymentMode: walletMode(options[0]?.code),
    paymentMobile: phone,
  });
  const { snapshot, state, send } = useWalletMachine(
    'mobile_money',
    { session, charge },
    (actions) => mobileMoneyWithCalls(deps).provide({ actions }),
    {
      pinEnabled: config.enableAmPin,
      paymentMaxTry: config.paymentMaxTry,
      paymentMobile: session.msisdn,
    },
  );
  const initial = useMemo(() => prefill(session.msisdn), [session.msisdn]);
  // The operator-number check is the machine's child: its answers are read, its numbers sent.
  const operator = snapshot.children.operatorNumber as
    ActorRefFrom<typeof operatorNumberMachine> | undefined;
  const phoneInvalid = useSelector(
    operator,
    (check) => check?.context.numberChecks[phone] === 'invalid',
  );
  const extraErrors = useMemo(
    () => ({ phone: phoneInvalid ? text('mobileMoney.invalidNumber') : undefined }),
    [phoneInvalid, text],
  );
  const otp = snapshot.children.otp as ActorRefFrom<typeof otpMachine> | undefined;
  const pin = snapshot.children.pin as ActorRefFrom<typeof pinMachine> | undefined;

  return (
    <section className="payment-method">
      <WalletForm
        form={form}
        formData={initial}
        extraErrors={extraErrors}
        submitLabel={text('mobileMoney.submit')}
        disabled={state !== 'form'}
        onChange={(data) => {
          const next = String(data.phone ?? '');
          setPhone(next);
          operator?.send({ type: 'number.typed', number: next });
        }}
        // The machine checks the operator number first and goes on only with a valid one.
        onSubmit={(data) =>
          operator?.send({ type: 'number.submit', number: String(data.phone ?? '') })
        }
      />
      {state === 'otp' && otp ? <OtpModal actor={otp} /> : null}
      {state === 'pin' && pin ? (
        <PinModal actor={pin} customerCareNumber={config.customerCareNumber} />
      ) : null}
      {state === 'locked' ? (
        <MessageDialog
          title={text('locked.title')}
          message={text('locked.message', { number: config.customerCareNumber })}
          onClose={() => send({ type: 'modal.close' })}
        />
      ) : null}
      {IN_FLIGHT.has(state) ? (
        <ProcessingOverlay detail={config.enableAmPin ? undefined : text('common.pushMessage')} />
      ) : null}
    </section>
  );
}
