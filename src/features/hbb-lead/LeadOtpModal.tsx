import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../../machines/otp.machine.ts';
import { OtpDialog } from '../../otp/OtpDialog.tsx';

/** The lead's OTP modal bound to the running `otp` child, in the `hbb-translation` words. */
export function LeadOtpModal({ actor }: { actor: ActorRefFrom<typeof otpMachine> }) {
  return <OtpDialog actor={actor} flow="lead" />;
}
