import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../../../machines/otp.machine.ts';
import { OtpDialog, OtpDialogView, type OtpDialogViewProps } from '../../../otp/OtpDialog.tsx';

/** The payment OTP modal as plain props (stories show each state). */
export function OtpModalView(props: Omit<OtpDialogViewProps, 'flow'>) {
  return <OtpDialogView {...props} flow="payment" />;
}

/** The payment OTP modal bound to a running OTP child machine. */
export function OtpModal({ actor }: { actor: ActorRefFrom<typeof otpMachine> }) {
  return <OtpDialog actor={actor} flow="payment" />;
}
