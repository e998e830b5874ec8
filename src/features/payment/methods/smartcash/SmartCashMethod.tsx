import { useState } from 'react';
import type { SmartCashTag } from '../../../../../machines/smartCash.machine.ts';
import { formatMoney } from '../../../../ui/index.ts';
import { PinModalView } from '../../pin/PinModal.tsx';
import type { MethodProps } from '../types.ts';
import { usePaymentText } from '../shared/usePaymentText.ts';
import { useWalletMachine } from '../shared/useWalletMachine.ts';
import { PhoneForm } from '../shared/WalletForm.tsx';
import { WalletMethod } from '../shared/WalletMethod.tsx';
import { SMARTCASH_MODE, smartCashWithCalls } from './smartCashActors.ts';

/**
 * Pay with SmartCash: the registered number after a fixed +255, Proceed or Cancel, OTP, then the
 * PIN modal with the amount, attempts left, customer care and the PIN reset dial. A wrong PIN
 * (56D005) re-initiates; 1006 shows the blocked message; closing the modal resets the attempts.
 */
export default function SmartCashMethod(props: MethodProps) {
  const { session, options, config, charge } = props;
  const { text, language } = usePaymentText();
  const [paymentMobile, setWallet] = useState(session.msisdn);
  const paymentMode = options[0]?.code || SMARTCASH_MODE;
  const wallet = useWalletMachine(
    'smartcash',
    { ...props, paymentMode, paymentMobile },
    smartCashWithCalls,
    { paymentMobile: session.msisdn },
  );
  const { snapshot, send } = wallet;
  // The machine's tags say what shows (machines/smartCash.machine.ts SmartCashTag).
  const has = (tag: SmartCashTag) => snapshot.hasTag(tag);
  const { attemptsLeft, error, reinitiating } = snapshot.context;
  const pinHelp = {
    amount: formatMoney(charge.amount, charge.currency, language),
    alwaysShowAttempts: true,
    customerCareNumber: config.customerCareNumber,
    pinResetDial: config.pinResetDial,
  };
  const blocked = { title: text('smartcash.blockedTitle'), message: text('smartcash.blocked') };

  return (
    <WalletMethod
      wallet={wallet}
      hint={text('smartcash.hint')}
      form={
        <PhoneForm
          wallet={wallet}
          msisdn={session.msisdn}
          onSubmit={(number) => {
            setWallet(number);
            send({ type: 'form.submit', paymentMobile: number });
          }}
        />
      }
      cancelTo={session.redirectPage}
      pin={{ previousError: error, ...pinHelp }}
      messages={{ blocked }}
      onClose={() => send({ type: 'modal.close' })}
      busy={
        (has('initiating') && !reinitiating) || has('checkingStatus') || snapshot.status === 'done'
      }
    >
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
    </WalletMethod>
  );
}
