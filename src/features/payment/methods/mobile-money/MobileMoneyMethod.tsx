import { useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { MobileMoneyTag } from '../../../../../machines/mobileMoney.machine.ts';
import type { operatorNumberMachine } from '../../../../../machines/operatorNumber.machine.ts';
import { runtimeConfig } from '../../../../api/runtimeConfig.ts';
import type { MethodProps } from '../types.ts';
import { usePaymentText } from '../shared/usePaymentText.ts';
import { useWalletMachine } from '../shared/useWalletMachine.ts';
import { PhoneForm } from '../shared/WalletForm.tsx';
import { WalletMethod } from '../shared/WalletMethod.tsx';
import { mobileMoneyWithCalls } from './mobileMoneyActors.ts';

/**
 * The machine's tags of a payment in flight (machines/mobileMoney.machine.ts MobileMoneyTag): the
 * push request is `processing`; `routing` is transient, never shown.
 */
const IN_FLIGHT: MobileMoneyTag[] = ['initiating', 'processing', 'checkingStatus', 'waiting'];

/** The option code is the payment mode, e.g. TWIGA_MONEY; the brand gives it when the option has none. */
const walletMode = (code: string | undefined) =>
  code || `${runtimeConfig().brand.toUpperCase()}_MONEY`;

/**
 * Pay with {brand}-money: the wallet number, then a push request with the processing overlay
 * (config enableAmPin off) or OTP then PIN (on); the status is polled every 10 s while
 * IN_PROCESS, then the status page.
 */
export default function MobileMoneyMethod(props: MethodProps) {
  const { session, options, config } = props;
  const { text } = usePaymentText();
  const [phone, setPhone] = useState(session.msisdn);
  const paymentMode = walletMode(options[0]?.code);
  const wallet = useWalletMachine(
    'mobile_money',
    { ...props, paymentMode, paymentMobile: phone },
    mobileMoneyWithCalls,
    {
      pinEnabled: config.enableAmPin,
      paymentMaxTry: config.paymentMaxTry,
      paymentMobile: session.msisdn,
    },
  );
  const { snapshot, send } = wallet;
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
  const locked = {
    title: text('locked.title'),
    message: text('locked.message', { number: config.customerCareNumber }),
  };

  return (
    <WalletMethod
      wallet={wallet}
      form={
        <PhoneForm
          wallet={wallet}
          msisdn={session.msisdn}
          extraErrors={extraErrors}
          onPhone={(next) => {
            setPhone(next);
            operator?.send({ type: 'number.typed', number: next });
          }}
          // The machine checks the operator number first and goes on only with a valid one.
          onSubmit={(number) => operator?.send({ type: 'number.submit', number })}
        />
      }
      pin={{ customerCareNumber: config.customerCareNumber }}
      messages={{ locked }}
      onClose={() => send({ type: 'modal.close' })}
      busy={IN_FLIGHT.some((tag) => snapshot.hasTag(tag)) || snapshot.status === 'done'}
      busyDetail={config.enableAmPin ? undefined : text('common.pushMessage')}
    />
  );
}
