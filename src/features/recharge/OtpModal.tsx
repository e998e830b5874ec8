import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../../machines/otp.machine.ts';
import { message } from '../../forms/messages.ts';
import { useFormTranslate } from '../../forms/useFormTranslate.ts';
import { OtpDialog, type OtpDialogTexts } from '../../otp/OtpDialog.tsx';

const NS = 'recharge-translation';

/** The bill OTP modal's words, from the `recharge-translation` package. */
function useBillOtpTexts(msisdn: string): OtpDialogTexts {
  const { t } = useTranslation(NS);
  const { t: tv } = useFormTranslate();
  return useMemo(
    () => ({
      title: t('postpaid.otpTitle', 'Verify your number'),
      sending: t('postpaid.sending', 'Sending the code…'),
      // The page's number as typed (the invoice OTP machine keeps its own form of it).
      sentTo: () =>
        t('postpaid.otpSent', 'We sent a one-time code to +255 {{msisdn}}.', { msisdn }),
      attemptsLeft: (count) => t('postpaid.attemptsLeft', 'Attempts left: {{count}}', { count }),
      closingSoon: t('postpaid.closingSoon', 'This window will close shortly.'),
      verify: t('postpaid.continue', 'Continue'),
      verifying: t('postpaid.verifying', 'Checking the code…'),
      resending: t('postpaid.resending', 'Sending a new code…'),
      error: (error) =>
        error.code === '2003'
          ? message(tv, 'otp.incorrect')
          : error.code === '2002'
            ? t('otp.exhausted', 'Maximum attempts exhausted.')
            : error.message || t('errors.generic', 'Something Went Wrong!'),
    }),
    [t, tv, msisdn],
  );
}

/** Props of {@link OtpModal}. */
export interface OtpModalProps {
  otp: ActorRefFrom<typeof otpMachine>;
  msisdn: string;
  onClose: () => void;
}

/** The bill's OTP modal: the shared OTP dialog on the bill's OTP child, in the page's words. */
export function OtpModal({ otp, msisdn, onClose }: OtpModalProps) {
  return <OtpDialog actor={otp} texts={useBillOtpTexts(msisdn)} onClose={onClose} />;
}
