import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { otpMachine, OtpTag } from '../../machines/otp.machine.ts';
import { shallowEqual } from '../ui/shallowEqual.ts';
import type { OtpFlow } from './otpTexts.ts';
import { OtpDialogView, type OtpPhase, type ResendPhase } from './OtpDialogView.tsx';

export { OtpDialogView, type OtpDialogViewProps } from './OtpDialogView.tsx';
export type { OtpFlow } from './otpTexts.ts';

type OtpActor = ActorRefFrom<typeof otpMachine>;
type OtpSnapshot = SnapshotFrom<typeof otpMachine>;

/**
 * The dialog's phase from the tags the machine's states declare (machines/otp.types.ts OtpTag),
 * in order (the first tag held wins): the tags are the contract the model tests check.
 */
const PHASES: readonly (readonly [OtpTag, OtpPhase])[] = [
  ['sending', 'sending'],
  ['closing', 'closing'],
  ['verifying', 'verifying'],
  ['exhausted', 'exhausted'],
  ['entering', 'entering'],
];

/** The resend link's phase while codes can still be entered. */
const RESEND_PHASES: readonly (readonly [OtpTag, ResendPhase])[] = [
  ['resendCountingDown', 'countingDown'],
  ['resendAvailable', 'available'],
  ['resending', 'resending'],
];

/** The phase of the first tag in `table` that `snapshot` holds, else `otherwise`. */
function firstTag<T>(
  snapshot: OtpSnapshot,
  table: readonly (readonly [OtpTag, T])[],
  otherwise: T,
): T {
  return table.find(([tag]) => snapshot.hasTag(tag))?.[1] ?? otherwise;
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
      const phase = firstTag(snapshot, PHASES, 'entering');
      // Exhausted (2002) hides the resend link, whatever its own region holds.
      const resend = phase === 'exhausted' ? 'hidden' : firstTag(snapshot, RESEND_PHASES, 'hidden');
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
