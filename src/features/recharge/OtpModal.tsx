import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../../machines/otp.machine.ts';
import { useCmsPackage } from '../../content/useCmsPackage.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { message } from '../../forms/messages.ts';
import { useFormTranslate } from '../../forms/useFormTranslate.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { isFormPackage } from './isFormPackage.ts';

const NS = 'recharge-translation';

/** Props of {@link OtpModal}. */
export interface OtpModalProps {
  otp: ActorRefFrom<typeof otpMachine>;
  msisdn: string;
  onClose: () => void;
}

/** The bill's OTP modal: what the OTP statechart says, with the CMS OTP form (the last digit submits). */
export function OtpModal({ otp, msisdn, onClose }: OtpModalProps) {
  const { t } = useTranslation(NS);
  const { t: tv } = useFormTranslate();
  const form = useCmsPackage('form-otp', isFormPackage);
  const snapshot = useSelector(otp, (s) => s);
  const { error, attemptsLeft } = snapshot.context;
  const exhausted = snapshot.matches({ active: { entry: 'exhausted' } });
  const verifying = snapshot.matches({ active: { entry: 'verifying' } });
  const canResend = snapshot.can({ type: 'otp.resend' });

  let problem = '';
  if (error?.code === '2003')
    problem = `${message(tv, 'otp.incorrect')} ${t('postpaid.attemptsLeft', 'Attempts left: {{count}}', { count: attemptsLeft })}`;
  else if (exhausted) problem = t('otp.exhausted', 'Maximum attempts exhausted.');
  else if (error) problem = error.message || t('errors.generic', 'Something Went Wrong!');

  return (
    <Modal open title={t('postpaid.otpTitle', 'Verify your number')} onClose={onClose}>
      {snapshot.matches('sending') ? (
        <p role="status">{t('postpaid.sending', 'Sending the code…')}</p>
      ) : (
        <>
          <p>{t('postpaid.otpSent', 'We sent a one-time code to +255 {{msisdn}}.', { msisdn })}</p>
          {form.status === 'ready' ? (
            <SchemaForm
              // A wrong code empties the boxes: a new attempt starts a fresh form.
              key={attemptsLeft}
              pkg={form.data}
              disabled={verifying || exhausted}
              submitLabel={t('postpaid.continue', 'Continue')}
              onSubmit={(data) => otp.send({ type: 'otp.change', code: String(data.otp ?? '') })}
            />
          ) : null}
          <p className="recharge__problem" role="alert">
            {problem}
          </p>
          {exhausted ? null : (
            <Button
              variant="ghost"
              disabled={!canResend}
              onClick={() => otp.send({ type: 'otp.resend' })}
            >
              {t('postpaid.resend', 'Resend code')}
            </Button>
          )}
        </>
      )}
    </Modal>
  );
}
