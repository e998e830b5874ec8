import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { otpMachine } from '../../machines/otp.machine.ts';
import { shallowEqual } from '../ui/shallowEqual.ts';
import type { OtpFlow } from './otpTexts.ts';
import { OtpDialogView, type OtpPhase, type ResendPhase } from './OtpDialogView.tsx';

export { OtpDialogView, type OtpDialogViewProps } from './OtpDialogView.tsx';
export type { OtpFlow } from './otpTexts.ts';

type OtpActor = ActorRefFrom<typeof otpMachine>;
type OtpSnapshot = SnapshotFrom<typeof otpMachine>;
type OtpState = Parameters<OtpSnapshot['matches']>[0];

/** The dialog's phase in each state of the OTP machine, in order (the first state matched wins). */
const PHASES: readonly (readonly [OtpState, OtpPhase])[] = [
  ['sending', 'sending'],
  ['closing', 'closing'],
  [{ active: { entry: 'verifying' } }, 'verifying'],
  [{ active: { entry: 'exhausted' } }, 'exhausted'],
];

/** The resend link's phase while codes are being entered. */
const RESEND_PHASES: readonly (readonly [OtpState, ResendPhase])[] = [
  [{ active: { resend: 'available' } }, 'available'],
  [{ active: { resend: 'resending' } }, 'resending'],
];

/** The phase of the first state in `table` that `snapshot` is in, else `otherwise`. */
function firstMatch<T>(
  snapshot: OtpSnapshot,
  table: readonly (readonly [OtpState, T])[],
  otherwise: T,
): T {
  return table.find(([state]) => snapshot.matches(state))?.[1] ?? otherwise;
}

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
      const phase = firstMatch(snapshot, PHASES, 'entering');
      const resend =
        phase === 'exhausted' || !snapshot.matches('active')
          ? 'hidden'
          : firstMatch(snapshot, RESEND_PHASES, 'countingDown');
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
