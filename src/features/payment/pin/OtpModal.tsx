import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../../../machines/otp.machine.ts';
import {
  OtpDialog,
  OtpDialogView,
  type OtpDialogTexts,
  type OtpDialogViewProps,
} from '../../../otp/OtpDialog.tsx';
import { usePaymentText } from '../methods/shared/usePaymentText.ts';

/** The payment OTP modal's words, from the `payment-methods-translation` package. */
function usePaymentOtpTexts(): OtpDialogTexts {
  const { text, errorText } = usePaymentText();
  return useMemo(
    () => ({
      title: text('otp.title'),
      sending: text('otp.sending'),
      sentTo: (msisdn) => text('otp.sentTo', { last: msisdn.slice(-3) }),
      attemptsLeft: (count) => text('common.attemptsLeft', { count }),
      closingSoon: text('otp.closingSoon'),
      verify: text('otp.verify'),
      verifying: text('otp.verifying'),
      resending: text('otp.resending'),
      error: errorText,
    }),
    [text, errorText],
  );
}

/** The payment OTP modal as plain props (stories show each state). */
export function OtpModalView(props: Omit<OtpDialogViewProps, 'texts'>) {
  return <OtpDialogView {...props} texts={usePaymentOtpTexts()} />;
}

/** The payment OTP modal bound to a running OTP child machine. */
export function OtpModal({ actor }: { actor: ActorRefFrom<typeof otpMachine> }) {
  return <OtpDialog actor={actor} texts={usePaymentOtpTexts()} />;
}
