import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../../../machines/otp.machine.ts';
import { SchemaForm } from '../../../forms/SchemaForm.tsx';
import { Button, Modal, Spinner } from '../../../ui/index.ts';
import { useFormPackage, withoutHeading } from '../methods/shared/useFormPackage.ts';
import { usePaymentText, type ShownError } from '../methods/shared/usePaymentText.ts';
import { DELAYS } from '../../../../machines/delays.ts';
import '../methods/shared/payment-methods.css';

/** Where the OTP modal is. */
export type OtpPhase = 'sending' | 'entering' | 'verifying' | 'exhausted' | 'closing';
/** Where the resend link is. */
export type ResendPhase = 'countingDown' | 'available' | 'resending' | 'hidden';

/** Props of {@link OtpModalView}: everything it shows, nothing it decides. */
export interface OtpModalViewProps {
  phase: OtpPhase;
  resend: ResendPhase;
  /** The number the code went to (only its last digits are shown). */
  msisdn: string;
  attemptsLeft: number;
  error: ShownError | null;
  onCode: (code: string) => void;
  onResend: () => void;
  onClose: () => void;
}

/** The resend countdown as text; remounted each time a countdown starts. */
function ResendCountdown({ seconds }: { seconds: number }) {
  const { text } = usePaymentText();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1_000);
    return () => clearInterval(timer);
  }, []);
  return <p className="payment-dialog__note">{text('otp.resendIn', { seconds: left })}</p>;
}

/**
 * The payment OTP modal: 6 boxes (the last digit verifies), 'Please enter correct OTP' with the
 * attempts left, 'Maximum attempts exhausted.' with resend hidden, a 4001/400 message before the
 * modal closes itself, and the 60 s resend countdown.
 */
export function OtpModalView({
  phase,
  resend,
  msisdn,
  attemptsLeft,
  error,
  onCode,
  onResend,
  onClose,
}: OtpModalViewProps) {
  const { text, errorText } = usePaymentText();
  const form = useFormPackage('form-otp');
  const busy = phase === 'sending' || phase === 'verifying';
  return (
    <Modal open title={text('otp.title')} onClose={onClose}>
      {phase === 'sending' ? (
        <p role="status">
          <Spinner size={18} decorative /> {text('otp.sending')}
        </p>
      ) : (
        <p className="payment-dialog__note">{text('otp.sentTo', { last: msisdn.slice(-3) })}</p>
      )}
      {error && phase !== 'sending' ? (
        <div role="alert" className="payment-dialog__error">
          <p>{errorText(error)}</p>
          {error.code === '2003' ? (
            <p>{text('common.attemptsLeft', { count: attemptsLeft })}</p>
          ) : null}
          {phase === 'closing' ? <p>{text('otp.closingSoon')}</p> : null}
        </div>
      ) : null}
      {phase !== 'sending' && phase !== 'closing' && form.status === 'ready' ? (
        <SchemaForm
          // A new key after each wrong code clears the boxes.
          key={attemptsLeft}
          pkg={withoutHeading(form.pkg)}
          submitLabel={text('otp.verify')}
          disabled={busy || phase === 'exhausted'}
          onSubmit={(data) => onCode(String(data.otp ?? ''))}
        />
      ) : null}
      {phase === 'verifying' ? <p role="status">{text('otp.verifying')}</p> : null}
      {resend === 'countingDown' ? (
        <ResendCountdown seconds={DELAYS.otpResendCountdown / 1_000} />
      ) : null}
      {resend === 'available' ? (
        <Button variant="ghost" onClick={onResend}>
          {text('otp.resend')}
        </Button>
      ) : null}
      {resend === 'resending' ? <p role="status">{text('otp.resending')}</p> : null}
    </Modal>
  );
}

type OtpActor = ActorRefFrom<typeof otpMachine>;

/** The OTP modal bound to a running OTP child machine. */
export function OtpModal({ actor }: { actor: OtpActor }) {
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
    shallowEqual,
  );
  return (
    <OtpModalView
      {...view}
      onCode={(code) => actor.send({ type: 'otp.change', code })}
      onResend={() => actor.send({ type: 'otp.resend' })}
      onClose={() => actor.send({ type: 'modal.close' })}
    />
  );
}

/** Same keys with the same values (the selector builds a new object each time). */
export function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}
