/**
 * MPESA's rules, written from the spec alone (its literal values, none of the machine's
 * constants): what must hold after any path of submits, answers and time.
 * - a reload with a transaction id goes straight to the status look-up; else the form
 * - the form's submit initiates, then processes (mode MPESA, no PIN); a failure goes back to the
 *   form with its code ('generic' for a network failure)
 * - the status is looked up; while IN_PROCESS it is looked up again every 10 s, at most
 *   paymentMaxTry times (default 10) (WAL-3, WAL-4, WAL-14); anything else ends on the status page
 * The polling part is the wallets' shared rule (pollingOracle.ts).
 */
import type { EventObject } from 'xstate';
import type { Oracle } from './harness.ts';
import * as polling from './pollingOracle.ts';

export type MpesaTruth = polling.PollingTruth<polling.PollingPhase>;

function answer(truth: MpesaTruth, answered: polling.Answer<polling.PaymentOutput>): MpesaTruth {
  const ok = !answered.rejected && answered.output.ok;
  if (answered.actor === 'initiatePayment' && truth.phase === 'initiating')
    return ok ? { ...truth, phase: 'processing' } : polling.failed(truth, answered);
  if (answered.actor === 'processPayment' && truth.phase === 'processing')
    return ok ? { ...truth, phase: 'checkingStatus' } : polling.failed(truth, answered);
  if (answered.actor === 'fetchStatus' && truth.phase === 'checkingStatus')
    return polling.statusAnswered(truth, answered);
  return truth;
}

function step(truth: MpesaTruth, event: EventObject): MpesaTruth {
  const answered = polling.answerOf<polling.PaymentOutput>(event);
  if (answered) return answer(truth, answered);
  if (event.type === 'form.submit' && truth.phase === 'form')
    return { ...truth, phase: 'initiating', errorCode: null };
  return polling.waited(truth, event);
}

export const mpesaOracle: Oracle<MpesaTruth> = {
  start: polling.startPolling,
  step,
  expect: polling.expectPolling,
};
