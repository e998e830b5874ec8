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
