/**
 * Analytics of the payment steps: one event per success or failure, with a numeric value
 * (1 success, 0 failure) and the status code as label. Never a PIN, an OTP or a number.
 */
import { track } from '../../../../analytics/analytics.ts';

/** A payment method as analytics names it. */
export type MethodName = 'airtime' | 'mobile_money' | 'smartcash' | 'mpesa';

/** A step of a payment flow. */
export type StepName =
  'otp_send' | 'otp_resend' | 'otp_verify' | 'balance' | 'initiate' | 'process' | 'pin' | 'status';

/** Reports one step's result. */
export function trackStep(method: MethodName, step: StepName, ok: boolean, code?: string): void {
  track({
    category: 'payment',
    action: `${method}_${step}_${ok ? 'success' : 'failure'}`,
    label: code,
    value: ok ? 1 : 0,
  });
}

/** Wraps an actor body so its outcome (or rejection) is reported as `step`. */
export function tracked<I, O extends { ok: boolean; code?: string }>(
  method: MethodName,
  step: StepName,
  body: (input: I) => Promise<O>,
): (input: I) => Promise<O> {
  return async (input) => {
    try {
      const outcome = await body(input);
      // A look-up cancelled because its screen was left (code 'aborted') is no step of a payment.
      if (!outcome.ok && outcome.code === 'aborted') return outcome;
      trackStep(method, step, outcome.ok, outcome.ok ? undefined : outcome.code);
      return outcome;
    } catch (error) {
      trackStep(method, step, false, 'generic');
      throw error;
    }
  };
}
