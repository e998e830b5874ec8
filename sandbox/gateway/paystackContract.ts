/** The Paystack stand-in's paths and header, shared by its routes and its inline script. */
export const PAYSTACK_SCRIPT_PATH = '/__sandbox/paystack/inline.js';
export const PAYSTACK_COMPLETE_PATH = '/__sandbox/paystack/complete';

/** The header the inline stand-in sends with a decision; the complete route requires it. */
export const PAYSTACK_HEADER = 'X-Sandbox-Gateway';
export const PAYSTACK_HEADER_VALUE = 'paystack';
