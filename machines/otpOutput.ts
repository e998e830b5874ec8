/**
 * What a finished `otp` child hands the machine that invoked it, read the same way by every flow
 * (payment steps, balance check, bill lookup, the HBB lead).
 */
import type { OtpOutput } from './otp.types.ts';
import type { MachineError } from './shared.ts';

/** The error a closed OTP modal leaves the parent: none when the person closed it. */
export const closedError = (output: OtpOutput): MachineError | null =>
  output.status === 'closed' ? output.error : null;

/** The uniqueCode a verified OTP hands over (the balance query and the lead send it). */
export const uniqueCodeOf = (output: OtpOutput): string =>
  output.status === 'verified' ? (output.uniqueCode ?? '') : '';
