/** Which rail a transaction uses, from paymentMode / paymentGateway (initiation or process). */
export type Rail = 'card' | 'airtime' | 'wallet' | 'smartcash' | 'mpesa';

export function railOf(paymentMode: string, paymentGateway: string): Rail | undefined {
  const mode = paymentMode.toUpperCase();
  const gateway = paymentGateway.toUpperCase();
  if (mode.includes('SMARTCASH') || gateway.includes('SMARTCASH')) return 'smartcash';
  if (mode.includes('MPESA') || mode.includes('M-PESA') || gateway.includes('MPESA'))
    return 'mpesa';
  if (mode.includes('AIRTIME')) return 'airtime';
  if (mode === 'AM' || mode.includes('MONEY') || gateway.includes('MONEY')) return 'wallet';
  if (mode === 'PG' || mode === 'CARD' || ['PAYSTACK', 'SELCOM', 'PG'].includes(gateway))
    return 'card';
  return undefined;
}

interface ModeFields {
  paymentMode: string;
  paymentGateway: string;
}

/**
 * Whether a process call keeps to the initiation's rail. The call may repeat the mode and gateway
 * (the portal does) or leave both out; when it names either, what it names alone must be the
 * initiation's rail. A call naming another rail (a card or M-Pesa payment processed as a wallet
 * debit, or the reverse), or one the sandbox does not know, is refused (docs/sandbox.md).
 */
export function sameRail(call: ModeFields, initiated: ModeFields): boolean {
  if (!call.paymentMode && !call.paymentGateway) return true;
  return (
    railOf(call.paymentMode, call.paymentGateway) ===
    railOf(initiated.paymentMode, initiated.paymentGateway)
  );
}
