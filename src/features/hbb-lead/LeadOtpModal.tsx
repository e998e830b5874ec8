import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../../machines/otp.machine.ts';
import { OtpDialog, type OtpDialogTexts } from '../../otp/OtpDialog.tsx';
import { useHbbText } from './useHbbText.ts';

/** The lead's OTP modal words, from the `hbb-translation` package. */
function useLeadOtpTexts(): OtpDialogTexts {
  const { text, errorText } = useHbbText();
  return useMemo(
    () => ({
      title: text('otp.title', 'Verify your number'),
      sending: text('otp.sending', 'Sending the code…'),
      sentTo: (msisdn) =>
        text('otp.sentTo', 'We sent a 6-digit code to the number ending in {{last}}.', {
          last: msisdn.slice(-3),
        }),
      attemptsLeft: (count) => text('otp.attemptsLeft', 'Attempts left: {{count}}', { count }),
      closingSoon: text('otp.closingSoon', 'This window will close shortly.'),
      verify: text('otp.verify', 'Verify'),
      verifying: text('otp.verifying', 'Checking the code…'),
      resending: text('otp.resending', 'Sending a new code…'),
      error: errorText,
    }),
    [text, errorText],
  );
}

/** The lead's OTP modal bound to the running `otp` child. */
export function LeadOtpModal({ actor }: { actor: ActorRefFrom<typeof otpMachine> }) {
  return <OtpDialog actor={actor} texts={useLeadOtpTexts()} />;
}
