import type { TransactionResult } from '../../../api/wire.ts';
import { PHONE_DIGITS, nationalDigits } from '../../../forms/widgets/phoneDigits.ts';

/**
 * REM-1: the number a successful payment may remember: the one its status page shows (the line
 * paid for), as 9 national digits; none when the result carries no full mobile number.
 */
export function rememberableNumber(result: unknown): string | undefined {
  const { mobileNumber, msisdn } = (result ?? {}) as Partial<TransactionResult>;
  const digits = nationalDigits(mobileNumber ?? msisdn ?? '');
  return digits.length === PHONE_DIGITS ? digits : undefined;
}
