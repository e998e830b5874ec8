/** The words of a failed balance check, from the machine's error code (the screen toasts them). */
import type { MachineError } from '../../../machines/shared.ts';

/** Texts the caller has already translated. */
export interface BalanceErrorTexts {
  generic: string;
  exhausted: string;
  sendLimit: string;
}

/** Server text first (spec section 8), then the text the code stands for, then the generic one. */
export function balanceErrorText(error: MachineError, texts: BalanceErrorTexts): string {
  if (error.code === 'generic') return texts.generic;
  if (error.message) return error.message;
  if (error.code === '502') return texts.sendLimit;
  if (error.code === '2002') return texts.exhausted;
  return texts.generic;
}
