/**
 * Mobile money's rules, written from the spec alone (its literal values, none of the machine's
 * constants): what must hold after any path of submits, answers, closes and time.
 * - a reload with a transaction id goes straight to the status look-up; else the form
 * - PIN option off: the number initiates, then the push request is sent with the processing
 *   overlay (WAL-1); on: the payment OTP first, then the initiation, then the PIN modal (WAL-2)
 * - a code the OTP modal already showed (2003, 2002, 4001, 400) is not toasted again on the form
 * - 1006 from the PIN modal: the locked message, closed back to the form (PIN-4)
 * - the status is looked up again every 10 s while IN_PROCESS, at most paymentMaxTry times
 *   (WAL-3, WAL-4); anything else ends on the status page
 * The polling part is the wallets' shared rule (pollingOracle.ts).
 */
import type { EventObject } from 'xstate';
import type { Oracle } from './harness.ts';
import * as polling from './pollingOracle.ts';

type Phase = polling.PollingPhase | 'otpOpen' | 'pinOpen' | 'locked';

export interface MobileMoneyTruth extends polling.PollingTruth<Phase> {
  pinEnabled: boolean;
}

const SHOWN_IN_OTP_MODAL = ['2003', '2002', '4001', '400'];

type Output = polling.PaymentOutput & { status?: string; error?: { code: string } | null };

function answer(truth: MobileMoneyTruth, answered: polling.Answer<Output>): MobileMoneyTruth {
  const { output } = answered;
  const ok = !answered.rejected && output.ok === true;
  switch (`${answered.actor} in ${truth.phase}`) {
    case 'otp in otpOpen': {
      if (output.status === 'verified') return { ...truth, phase: 'initiating' };
      const code = output.error?.code ?? null;
      const shown = code !== null && SHOWN_IN_OTP_MODAL.includes(code);
      return { ...truth, phase: 'form', errorCode: shown ? null : code };
    }
    case 'initiatePayment in initiating':
      return ok
        ? { ...truth, phase: truth.pinEnabled ? 'pinOpen' : 'processing' }
        : polling.failed(truth, answered);
    case 'processPayment in processing':
      return ok ? { ...truth, phase: 'checkingStatus' } : polling.failed(truth, answered);
    case 'pin in pinOpen':
      if (output.status === 'processed') return { ...truth, phase: 'checkingStatus' };
      if (output.status === 'locked') return { ...truth, phase: 'locked', errorCode: '1006' };
      return { ...truth, phase: 'form', errorCode: output.error?.code ?? null };
    case 'fetchStatus in checkingStatus':
      return polling.statusAnswered(truth, answered);
    default:
      return truth;
  }
}

function step(truth: MobileMoneyTruth, event: EventObject): MobileMoneyTruth {
  const answered = polling.answerOf<Output>(event);
  if (answered) return answer(truth, answered);
  if (event.type === 'form.submit' && truth.phase === 'form')
    return { ...truth, phase: truth.pinEnabled ? 'otpOpen' : 'initiating', errorCode: null };
  if (event.type === 'modal.close' && truth.phase === 'locked')
    return { ...truth, phase: 'form', errorCode: null };
  return polling.waited(truth, event);
}

export const mobileMoneyOracle: Oracle<MobileMoneyTruth> = {
  start: (input) => ({
    ...polling.startPolling(input),
    pinEnabled: (input as { pinEnabled: boolean }).pinEnabled,
  }),
  step,
  expect: polling.expectPolling,
};
