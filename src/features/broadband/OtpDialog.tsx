import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../../machines/otp.machine.ts';
import { message } from '../../forms/messages.ts';
import { useFormTranslate } from '../../forms/useFormTranslate.ts';
import {
  OtpDialog as SharedOtpDialog,
  OtpDialogView as SharedOtpDialogView,
  type OtpDialogTexts,
  type OtpDialogViewProps,
} from '../../otp/OtpDialog.tsx';

const NS = 'broadband-translation';

/** The balance-check OTP modal's words, from the `broadband-translation` package. */
function useBroadbandOtpTexts(): OtpDialogTexts {
  const { t } = useTranslation(NS);
  const { t: tv } = useFormTranslate();
  return useMemo(
    () => ({
      title: t('otp.title', 'Verify your number'),
      sending: t('otp.sending', 'Sending the code…'),
      sentTo: (msisdn) =>
        t('otp.sentTo', 'We sent a 6-digit code to the number ending {{last}}.', {
          last: msisdn.slice(-3),
        }),
      attemptsLeft: (count) => t('otp.attemptsLeft', 'Attempts left: {{count}}', { count }),
      closingSoon: t('otp.closingSoon', 'This window will close shortly.'),
      verify: t('otp.verify', 'Verify'),
      verifying: t('otp.verifying', 'Checking the code…'),
      resending: t('otp.resending', 'Sending a new code…'),
      error: (error) =>
        error.code === '2003'
          ? message(tv, 'otp.incorrect')
          : error.code === '2002'
            ? t('otp.exhausted', 'Maximum attempts exhausted.')
            : error.message || t('errors.generic', 'Something Went Wrong!'),
    }),
    [t, tv],
  );
}

/** The balance-check OTP modal as plain props (stories show each state). */
export function OtpDialogView(props: Omit<OtpDialogViewProps, 'texts'>) {
  return <SharedOtpDialogView {...props} texts={useBroadbandOtpTexts()} />;
}

/** The OTP modal bound to the running `otp` child of the balance check. */
export function OtpDialog({ actor }: { actor: ActorRefFrom<typeof otpMachine> }) {
  return <SharedOtpDialog actor={actor} texts={useBroadbandOtpTexts()} />;
}
