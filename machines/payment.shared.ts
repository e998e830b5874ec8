/**
 * What the paying machines (mobileMoney, airtime, card, smartCash, mpesa) share: actor contracts,
 * context shapes, guards and placeholder actions. The shared states are in paymentSteps.ts.
 */
import { fromPromise } from 'xstate';
import { DEFAULT_PAYMENT_MAX_TRY } from './limits.ts';
import type { Outcome } from './outcome.ts';
import type { OtpOutput } from './otp.machine.ts';
import type { PaymentAuth, PinOutput } from './pin.machine.ts';
import {
  notProvided,
  rawStatus,
  type MachineError,
  type StatusInput,
  type StatusOutcome,
  type TransactionStatusResult,
} from './shared.ts';

/** What the machine knows when it asks to initiate; the screen's actor adds amount, product, etc. */
export interface InitiateInput {
  paymentMobile: string;
  email?: string;
  gateway?: string;
  auth: PaymentAuth | null;
}

export interface InitiateResult {
  transactionId: string;
  encryptionKeyDetails?: { key: string };
}

export interface ProcessInput {
  transactionId: string;
  paymentMobile: string;
  gateway?: string;
  auth: PaymentAuth | null;
}

/** Process result: the transaction result, plus redirectUrl for card gateways. */
export type ProcessResult = TransactionStatusResult & { redirectUrl?: string };

/** Placeholder actors; the screen provides the real calls of src/api. */
export const paymentActors = {
  initiatePayment: fromPromise<Outcome<InitiateResult>, InitiateInput>(async () =>
    notProvided('initiatePayment'),
  ),
  processPayment: fromPromise<Outcome<ProcessResult>, ProcessInput>(async () =>
    notProvided('processPayment'),
  ),
  fetchStatus: fromPromise<StatusOutcome, StatusInput>(async () => notProvided('fetchStatus')),
};

/** Input every paying machine accepts; `resumeTransactionId` restarts in `checkingStatus` after a reload. */
export interface PaymentInput {
  paymentMobile?: string;
  resumeTransactionId?: string;
}

/** The auth part of a verified payment OTP. */
export function authFrom(output: OtpOutput): PaymentAuth | null {
  return output.status === 'verified'
    ? {
        uniqueCode: output.uniqueCode,
        tokenType: output.tokenType,
        accessToken: output.accessToken,
      }
    : null;
}

/** Parameters of the `navigateToStatus` and `persistTransaction` placeholder actions. */
export interface TransactionParams {
  transactionId: string;
}

/** Context fields every paying machine keeps. */
export interface PaymentCoreContext {
  transactionId: string;
  error: MachineError | null;
}

/** A machine that asks the payer's OTP keeps the number and the verified auth. */
export interface PayerContext extends PaymentCoreContext {
  paymentMobile: string;
  auth: PaymentAuth | null;
}

/** A machine that polls the status counts its polls against a cap (config paymentMaxTry). */
export interface PollingContext extends PaymentCoreContext {
  polls: number;
  maxPolls: number;
}

/** How every paying machine starts: with the transaction id to resume (after a reload), if any. */
export const paymentStart = (input: PaymentInput): PaymentCoreContext => ({
  transactionId: input.resumeTransactionId ?? '',
  error: null,
});

/** How a machine that asks the payer's OTP starts: the number given (the session's), no auth. */
export const payerStart = (input: PaymentInput): PayerContext => ({
  ...paymentStart(input),
  paymentMobile: input.paymentMobile ?? '',
  auth: null,
});

/** How a polling machine starts: no poll yet, the cap from config paymentMaxTry (default 10). */
export const pollingStart = (input: PaymentInput & { paymentMaxTry?: number }): PollingContext => ({
  ...paymentStart(input),
  polls: 0,
  maxPolls: input.paymentMaxTry ?? DEFAULT_PAYMENT_MAX_TRY,
});

/** Guards of every paying machine. */
export const paymentGuards = {
  resuming: ({ context }: { context: PaymentCoreContext }) => context.transactionId !== '',
  isOk: (_: unknown, outcome: Outcome<unknown>) => outcome.ok,
};

/**
 * Codes the OTP modal itself showed before it closed (wrong code, attempts exhausted, OTP session
 * gone / bad request): the payer has read them, so the form shows no second message as a toast.
 */
const SHOWN_IN_OTP_MODAL = new Set(['2003', '2002', '4001', '400']);

/** Guards of the machines that ask an OTP first. */
export const otpGuards = {
  otpVerified: (_: unknown, output: OtpOutput) => output.status === 'verified',
  otpShowedError: (_: unknown, output: OtpOutput) =>
    output.status === 'closed' && !!output.error && SHOWN_IN_OTP_MODAL.has(output.error.code),
};

/** Guard of the machines that invoke the `pin` child: did it end with this status? */
export const pinGuards = {
  pinIs: (_: unknown, params: { output: PinOutput; status: PinOutput['status'] }) =>
    params.output.status === params.status,
};

/** Guard of the polling machines: poll again while IN_PROCESS and under the cap. */
export const pollingGuards = {
  keepPolling: ({ context }: { context: PollingContext }, outcome: StatusOutcome) =>
    rawStatus(outcome) === 'IN_PROCESS' && context.polls < context.maxPolls,
};

/** Placeholder side effects; the screen provides them with `machine.provide({ actions })`. */
export const transactionEffects = {
  /** The screen stores the transaction id (session storage / URL) so a reload resumes. */
  persistTransaction: (_: unknown, _params: TransactionParams) => {},
  /** The screen goes to /payment/status?id={transactionId}. */
  navigateToStatus: (_: unknown, _params: TransactionParams) => {},
};
