import type { AirtimeTag } from '../../../../../machines/airtime.machine.ts';
import { formatMoney } from '../../../../ui/index.ts';
import type { MethodProps } from '../types.ts';
import { usePaymentText } from '../shared/usePaymentText.ts';
import { useWalletMachine } from '../shared/useWalletMachine.ts';
import { PhoneEmailForm } from '../shared/WalletForm.tsx';
import { WalletMethod } from '../shared/WalletMethod.tsx';
import { airtimeWithCalls } from './airtimeActors.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** The overlay's line in the states that have their own ('checking your airtime balance' ...). */
function busyDetailKey(hasTag: (tag: AirtimeTag) => boolean): string | undefined {
  if (hasTag('checking balance')) return 'airtime.checkingBalance';
  if (hasTag('resuming')) return 'common.resuming';
  return undefined;
}

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
  const { snapshot, send } = wallet;
  // The states declare what shows (AirtimeTag): a wrong tag shows the wrong screen.
  const hasTag = (tag: AirtimeTag) => snapshot.hasTag(tag);
  const detail = busyDetailKey(hasTag);
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
      busy={hasTag('busy')}
      busyDetail={detail && text(detail)}
    >
      {hasTag('confirm') ? (
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
