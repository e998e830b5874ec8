import type { MpesaTag } from '../../../../../machines/mpesa.machine.ts';
import type { MethodProps } from '../types.ts';
import { usePaymentText } from '../shared/usePaymentText.ts';
import { useWalletMachine } from '../shared/useWalletMachine.ts';
import { PhoneEmailForm } from '../shared/WalletForm.tsx';
import { WalletMethod } from '../shared/WalletMethod.tsx';
import { mpesaWithCalls } from './mpesaActors.ts';

/** The machine's tags of a payment in flight (machines/mpesa.machine.ts MpesaTag). */
const IN_FLIGHT: MpesaTag[] = ['initiating', 'processing', 'checkingStatus', 'waiting'];
/**
 * From the process call on, the request waits on the payer's phone (issue 30 item 5: M-Pesa
 * asks the payer): the overlay says to approve it there, as mobile money's push request does.
 */
const ON_THE_PHONE: MpesaTag[] = ['processing', 'checkingStatus', 'waiting'];

/**
 * Pay with MPESA: email and phone, Cancel or 'Continue to pay'; processed with mode MPESA (no
 * PIN), polled every 10 s while IN_PROCESS (the payer has not yet approved the request on the
 * phone) up to paymentMaxTry, then the status page.
 */
export default function MpesaMethod(props: MethodProps) {
  const { session, config, enterprise } = props;
  const { text } = usePaymentText();
  const wallet = useWalletMachine('mpesa', props, mpesaWithCalls, {
    paymentMobile: session.msisdn,
    paymentMaxTry: config.paymentMaxTry,
  });
  return (
    <WalletMethod
      wallet={wallet}
      form={<PhoneEmailForm wallet={wallet} session={session} enterprise={enterprise} />}
      cancelTo={session.redirectPage}
      busy={
        IN_FLIGHT.some((tag) => wallet.snapshot.hasTag(tag)) || wallet.snapshot.status === 'done'
      }
      busyDetail={
        ON_THE_PHONE.some((tag) => wallet.snapshot.hasTag(tag))
          ? text('common.pushMessage')
          : undefined
      }
    />
  );
}
