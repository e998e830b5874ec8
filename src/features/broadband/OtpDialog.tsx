import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../../machines/otp.machine.ts';
import {
  OtpDialog as SharedOtpDialog,
  OtpDialogView as SharedOtpDialogView,
  type OtpDialogViewProps,
} from '../../otp/OtpDialog.tsx';

/** The balance-check OTP modal as plain props (stories show each state). */
export function OtpDialogView(props: Omit<OtpDialogViewProps, 'flow'>) {
  return <SharedOtpDialogView {...props} flow="broadband" />;
}

/** The OTP modal bound to the running `otp` child of the balance check. */
export function OtpDialog({ actor }: { actor: ActorRefFrom<typeof otpMachine> }) {
  return <SharedOtpDialog actor={actor} flow="broadband" />;
}
