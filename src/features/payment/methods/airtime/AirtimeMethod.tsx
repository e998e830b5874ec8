import { formatMoney } from '../../../../ui/index.ts';
import type { MethodProps } from '../types.ts';
import { usePaymentText } from '../shared/usePaymentText.ts';
import { useWalletMachine } from '../shared/useWalletMachine.ts';
import { PhoneEmailForm } from '../shared/WalletForm.tsx';
import { WalletMethod } from '../shared/WalletMethod.tsx';
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

/** The overlay's line in the states that have their own ('checking your airtime balance' ...). */
const BUSY_DETAIL: Partial<Record<string, string>> = {
  checkingBalance: 'airtime.checkingBalance',
  checkingStatus: 'common.resuming',
};

/**
 * Pay with airtime: phone and email, OTP, balance check, then 'Are you sure?' (or the
 * insufficient-balance message), initiate, process and the status page.
 */
export default function AirtimeMethod(props: MethodProps) {
  const { session, charge, enterprise } = props;
  const { text, language } = usePaymentText();
  const wallet = useWalletMachine('airtime', props, airtimeWithCalls, {
    amount: charge.amount,
    paymentMobile: session.msisdn,
  });
  const { snapshot, state, send } = wallet;
  const detail = BUSY_DETAIL[state];
  const insufficient = {
    title: text('airtime.insufficientTitle'),
    message: text('airtime.insufficient'),
  };

  return (
    <WalletMethod
      wallet={wallet}
      form={<PhoneEmailForm wallet={wallet} session={session} enterprise={enterprise} />}
      messages={{ insufficient }}
      onClose={() => send({ type: 'modal.close' })}
      busy={IN_FLIGHT.has(state)}
      busyDetail={detail && text(detail)}
    >
      {state === 'confirming' ? (
        <ConfirmDialog
          amount={formatMoney(charge.amount, charge.currency, language)}
          msisdn={snapshot.context.paymentMobile}
          onYes={() => send({ type: 'confirm.yes' })}
          onNo={() => send({ type: 'confirm.no' })}
        />
      ) : null}
    </WalletMethod>
  );
}
