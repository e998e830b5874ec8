/**
 * Which rail a transaction uses, from paymentMode / paymentGateway (initiation or process). One
 * payment has one rail (issue 30 item 4): the mode names it and a gateway, when sent, must name
 * the same rail. The pairs the portal sends (src/features/payment/methods): card `PG` with the
 * card option's gateway (Paystack, Selcom), `AIRTIME`, the wallet option's code (`TWIGA_MONEY`,
 * or `AM`), `SMARTCASH_SECURE`, `MPESA`, each of the last four with no gateway or its own.
 */
export type Rail = 'card' | 'airtime' | 'wallet' | 'smartcash' | 'mpesa';

/** The gateways of the card rail (the payment options' card names and their code). */
const CARD_GATEWAYS = ['PAYSTACK', 'SELCOM', 'PG'];

/** The rail a payment mode names, alone. */
export function modeRail(paymentMode: string): Rail | undefined {
  const mode = paymentMode.toUpperCase();
  if (mode.includes('SMARTCASH')) return 'smartcash';
  if (mode === 'MPESA' || mode === 'M-PESA') return 'mpesa';
  if (mode === 'AIRTIME') return 'airtime';
  if (mode === 'AM' || mode.endsWith('_MONEY')) return 'wallet';
  if (mode === 'PG' || mode === 'CARD') return 'card';
  return undefined;
}

/** The rail a payment gateway names, alone. */
export function gatewayRail(paymentGateway: string): Rail | undefined {
  const gateway = paymentGateway.toUpperCase();
  if (CARD_GATEWAYS.includes(gateway)) return 'card';
  if (gateway.includes('SMARTCASH')) return 'smartcash';
  if (gateway === 'MPESA' || gateway === 'M-PESA') return 'mpesa';
  if (gateway.endsWith('_MONEY')) return 'wallet';
  if (gateway === 'AIRTIME') return 'airtime';
  return undefined;
}

/**
 * The rail of a mode and gateway that agree, else undefined. A card payment names its card
 * gateway; the other rails take no gateway or their own (AIRTIME with gateway MPESA is no rail).
 */
export function railOf(paymentMode: string, paymentGateway: string): Rail | undefined {
  const rail = modeRail(paymentMode);
  if (!rail) return undefined;
  if (!paymentGateway) return rail === 'card' ? undefined : rail;
  return gatewayRail(paymentGateway) === rail ? rail : undefined;
}

interface ModeFields {
  paymentMode: string;
  paymentGateway: string;
}

/**
 * Whether a process call keeps to the initiation's rail. The call may repeat the mode and gateway
 * (the portal does) or leave both out; when it names either, what it names must be the
 * initiation's rail: a mode with the rail its gateway agrees with, or a gateway alone. A call
 * naming another rail (a card or M-Pesa payment processed as a wallet debit, or the reverse), a
 * pair that disagrees, or one the sandbox does not know, is refused (docs/sandbox.md).
 */
export function sameRail(call: ModeFields, initiated: ModeFields): boolean {
  if (!call.paymentMode && !call.paymentGateway) return true;
  const named = call.paymentMode
    ? modeRail(call.paymentMode) === undefined
      ? undefined
      : call.paymentGateway
        ? railOf(call.paymentMode, call.paymentGateway)
        : modeRail(call.paymentMode)
    : gatewayRail(call.paymentGateway);
  return named !== undefined && named === railOf(initiated.paymentMode, initiated.paymentGateway);
}
