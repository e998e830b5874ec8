import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../../machines/otp.machine.ts';
import { OtpDialog } from '../../otp/OtpDialog.tsx';

/** Props of {@link OtpModal}. */
export interface OtpModalProps {
  otp: ActorRefFrom<typeof otpMachine>;
  msisdn: string;
  onClose: () => void;
}

/**
 * The bill's OTP modal: the shared OTP dialog on the bill's OTP child, in the page's words. Its
 * note names the page's number as typed (the invoice OTP machine keeps its own form of it).
 */
export function OtpModal({ otp, msisdn, onClose }: OtpModalProps) {
  return <OtpDialog actor={otp} flow="bill" msisdn={msisdn} onClose={onClose} />;
}
