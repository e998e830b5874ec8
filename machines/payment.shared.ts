/** Actor contracts shared by the paying machines (mobileMoney, airtime, card, smartCash, mpesa). */
import { fromPromise } from 'xstate';
import type { Outcome } from './outcome.ts';
import type { OtpOutput } from './otp.machine.ts';
import type { PaymentAuth } from './pin.machine.ts';
import {
  notProvided,
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
