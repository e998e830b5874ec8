import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../machines/otp.machine.ts';
import { shallowEqual } from '../ui/shallowEqual.ts';
import type { OtpFlow } from './otpTexts.ts';
import { OtpDialogView, type OtpPhase, type ResendPhase } from './OtpDialogView.tsx';

export { OtpDialogView, type OtpDialogViewProps } from './OtpDialogView.tsx';
export type { OtpFlow } from './otpTexts.ts';

type OtpActor = ActorRefFrom<typeof otpMachine>;

/** Props of {@link OtpDialog}. */
export interface OtpDialogProps {
  /** The running `otp` child machine. */
  actor: OtpActor;
  /** Whose words the dialog speaks (src/otp/otpTexts.ts). */
  flow: OtpFlow;
  /** The number the note names, when the page's own form of it differs from the machine's. */
  msisdn?: string;
  /** Closing the modal; by default the OTP machine is told (`modal.close`). */
  onClose?: () => void;
}

/** The OTP modal bound to a running `otp` child machine. */
export function OtpDialog({ actor, flow, msisdn, onClose }: OtpDialogProps) {
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
        secondsLeft: snapshot.context.secondsLeft,
        msisdn: snapshot.context.msisdn,
        attemptsLeft: snapshot.context.attemptsLeft,
        error: snapshot.context.error,
      };
    },
    shallowEqual,
  );
  return (
    <OtpDialogView
      {...view}
      msisdn={msisdn ?? view.msisdn}
      flow={flow}
      onCode={(code) => actor.send({ type: 'otp.change', code })}
      onResend={() => actor.send({ type: 'otp.resend' })}
      onClose={onClose ?? (() => actor.send({ type: 'modal.close' }))}
    />
  );
}
