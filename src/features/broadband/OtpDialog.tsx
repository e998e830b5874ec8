import { useEffect, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { DELAYS } from '../../../machines/delays.ts';
import type { otpMachine } from '../../../machines/otp.machine.ts';
import type { MachineError } from '../../../machines/shared.ts';
import { useCmsPackage } from '../../content/useCmsPackage.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { parseFormPackage } from '../../forms/formPackage.ts';
import { message } from '../../forms/messages.ts';
import { useFormTranslate } from '../../forms/useFormTranslate.ts';
import { Button, Modal, Spinner } from '../../ui/index.ts';
import { withoutHeading } from './formPackages.ts';

const NS = 'broadband-translation';

/** Where the OTP modal is, as the person sees it. */
export type OtpPhase = 'sending' | 'entering' | 'verifying' | 'exhausted' | 'closing';
/** Where the resend link is. */
export type ResendPhase = 'countingDown' | 'available' | 'resending' | 'hidden';

/** Props of {@link OtpDialogView}: what it shows, nothing it decides. */
export interface OtpDialogViewProps {
  phase: OtpPhase;
  resend: ResendPhase;
  msisdn: string;
  attemptsLeft: number;
  error: MachineError | null;
  onCode: (code: string) => void;
  onResend: () => void;
  onClose: () => void;
}

function Countdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation(NS);
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="broadband__note">
      {t('otp.resendIn', 'Resend code in {{seconds}} s', { seconds: left })}
    </p>
  );
}

/** The balance-check OTP modal: 6 boxes from the CMS OTP form, wrong-code and closing messages, resend. */
export function OtpDialogView({
  phase,
  resend,
  msisdn,
  attemptsLeft,
  error,
  onCode,
  onResend,
  onClose,
}: OtpDialogViewProps) {
  const { t } = useTranslation(NS);
  const { t: tv } = useFormTranslate();
  const form = useCmsPackage<unknown>('form-otp');
  // One parsed package per CMS answer: a new object each render would rebuild the form's rules.
  const pkg = useMemo(
    () => (form.status === 'ready' ? withoutHeading(parseFormPackage(form.data)) : null),
    [form.status, form.data],
  );
  const errorText =
    error?.code === '2003'
      ? message(tv, 'otp.incorrect')
      : error?.code === '2002'
        ? t('otp.exhausted', 'Maximum attempts exhausted.')
        : error?.message || t('errors.generic', 'Something Went Wrong!');
  return (
    <Modal open title={t('otp.title', 'Verify your number')} onClose={onClose}>
      {phase === 'sending' ? (
        <p role="status">
          <Spinner size={18} decorative /> {t('otp.sending', 'Sending the code…')}
        </p>
      ) : (
        <p className="broadband__note">
          {t('otp.sentTo', 'We sent a 6-digit code to the number ending {{last}}.', {
            last: msisdn.slice(-3),
          })}
        </p>
      )}
      {error && phase !== 'sending' ? (
        <div role="alert" className="broadband__error">
          <p>{errorText}</p>
          {error.code === '2003' ? (
            <p>{t('otp.attemptsLeft', 'Attempts left: {{count}}', { count: attemptsLeft })}</p>
          ) : null}
          {phase === 'closing' ? (
            <p>{t('otp.closingSoon', 'This window will close shortly.')}</p>
          ) : null}
        </div>
      ) : null}
      {phase !== 'sending' && phase !== 'closing' && pkg ? (
        <SchemaForm
          key={attemptsLeft}
          pkg={pkg}
          submitLabel={t('otp.verify', 'Verify')}
          disabled={phase === 'verifying' || phase === 'exhausted'}
          onSubmit={(data) => onCode(String(data.otp ?? ''))}
        />
      ) : null}
      {phase === 'verifying' ? (
        <p role="status">{t('otp.verifying', 'Checking the code…')}</p>
      ) : null}
      {resend === 'countingDown' ? <Countdown seconds={DELAYS.otpResendCountdown / 1_000} /> : null}
      {resend === 'available' ? (
        <Button variant="ghost" onClick={onResend}>
          {t('otp.resend', 'Resend code')}
        </Button>
      ) : null}
      {resend === 'resending' ? (
        <p role="status">{t('otp.resending', 'Sending a new code…')}</p>
      ) : null}
    </Modal>
  );
}

type OtpActor = ActorRefFrom<typeof otpMachine>;

const same = <T extends object>(a: T, b: T) =>
  (Object.keys(a) as (keyof T)[]).every((key) => Object.is(a[key], b[key]));

/** The OTP modal bound to the running `otp` child of the balance check. */
export function OtpDialog({ actor }: { actor: OtpActor }) {
  const view = useSelector(
    actor,
    (snapshot) => {
      const phase: OtpPhase = snapshot.matches('sending')
        ? 'sending'
        : snapshot.matches('closing')
          ? 'closing'
          : snapshot.matches({ active: { entry: 'verifying' } })
            ? 'verifying'
            : snapshot.matches({ active: { entry: 'exhausted' } })
              ? 'exhausted'
              : 'entering';
      const resend: ResendPhase =
        phase === 'exhausted' || !snapshot.matches('active')
          ? 'hidden'
          : snapshot.matches({ active: { resend: 'available' } })
            ? 'available'
            : snapshot.matches({ active: { resend: 'resending' } })
              ? 'resending'
              : 'countingDown';
      return {
        phase,
        resend,
        msisdn: snapshot.context.msisdn,
        attemptsLeft: snapshot.context.attemptsLeft,
        error: snapshot.context.error,
      };
    },
    same,
  );
  return (
    <OtpDialogView
      {...view}
      onCode={(code) => actor.send({ type: 'otp.change', code })}
      onResend={() => actor.send({ type: 'otp.resend' })}
      onClose={() => actor.send({ type: 'modal.close' })}
    />
  );
}
