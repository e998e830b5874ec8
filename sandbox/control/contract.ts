/**
 * What a caller of the control API must know: its paths and the header every call carries.
 * Shared by the routes, their guard, the build check (build/noControlApi.ts) and the clients in
 * tests, so a renamed path or header cannot leave one of them behind.
 */

/** The control routes, all under /__sandbox/. The card gateway stand-ins beside them are not control. */
export const CONTROL_PATHS = {
  reset: '/__sandbox/reset',
  config: '/__sandbox/config',
  faults: '/__sandbox/faults',
  transactions: '/__sandbox/transactions',
  forms: '/__sandbox/forms',
  balances: '/__sandbox/balances',
  /** The text messages the operator sent numbers' owners (OTP lock notices). */
  sms: '/__sandbox/sms',
  /** The payer's phone answering an M-Pesa push: body {msisdn, decision: 'approve' | 'decline'}. */
  mpesaApproval: '/__sandbox/mpesa/approval',
  /** What broke the contract since the last call (SandboxOptions.watchContract), then cleared. */
  contractViolations: '/__sandbox/contract-violations',
} as const;

/**
 * The custom header every control call carries. A cross-site page cannot add it without a CORS
 * preflight, which the sandbox never grants, so no form post or text/plain fetch from another
 * site reaches a control route.
 */
export const CONTROL_HEADER = 'X-Sandbox-Control';
export const CONTROL_HEADER_VALUE = '1';

/** The headers a control call sends, ready for fetch. */
export const controlHeaders = (): Record<string, string> => ({
  [CONTROL_HEADER]: CONTROL_HEADER_VALUE,
});
