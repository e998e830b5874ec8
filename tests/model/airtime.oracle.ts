/**
 * Paying with airtime, written from the spec alone (its literal values, none of the machine's
 * constants): what must hold after any path of form submits, dialog answers and service answers.
 * - Continue asks the OTP; a verified OTP checks the airtime balance (meanwhile the overlay says so)
 * - a balance at least the amount (1000 here, from the input) asks 'Are you sure?'; below it the
 *   insufficient-balance message shows ('insufficientBalance') until it is closed
 * - Yes initiates once (a second Yes while initiating changes nothing); No goes back to the form
 * - initiate, process, then the status page; a failure goes back to the form with its code
 *   ('generic' when the call itself failed); a closed OTP leaves its code, except the codes the OTP
 *   modal already showed (2003, 2002, 4001, 400)
 * - a transaction id carried in (a reload) looks the status up at once, then the status page
 */
import type { EventObject } from 'xstate';
import type { Expected, Oracle } from './harness.ts';

type Phase =
  | 'form'
  | 'otp'
  | 'checkingBalance'
  | 'confirming'
  | 'insufficient'
  | 'initiating'
  | 'processing'
  | 'resuming'
  | 'done';

export interface AirtimeTruth {
  phase: Phase;
  amount: number;
  paymentMobile: string;
  email: string;
  transactionId: string;
  errorCode: string | null;
}

const SHOWN_IN_OTP_MODAL = ['2003', '2002', '4001', '400'];

interface Answer {
  ok?: boolean;
  code?: string;
  status?: string;
  error?: { code: string } | null;
  result?: { transactionId?: string; balance?: number };
}

function step(truth: AirtimeTruth, event: EventObject): AirtimeTruth {
  const answer = (event as { output?: Answer }).output;
  const answered = (id: string) => event.type === `xstate.done.actor.${id}`;
  const rejected = (id: string) => event.type === `xstate.error.actor.${id}`;
  const to = (phase: Phase, more: Partial<AirtimeTruth> = {}): AirtimeTruth => ({
    ...truth,
    phase,
    ...more,
  });
  /** A call of this phase: its answer goes on to `next`, a failure back to the form. */
  const call = (id: string, next: (result: Answer['result']) => AirtimeTruth) => {
    if (rejected(id)) return to('form', { errorCode: 'generic' });
    if (!answered(id)) return truth;
    return answer?.ok ? next(answer.result) : to('form', { errorCode: answer?.code ?? 'generic' });
  };
  switch (truth.phase) {
    case 'form': {
      if (event.type !== 'form.submit') return truth;
      const { paymentMobile, email } = event as EventObject & {
        paymentMobile: string;
        email: string;
      };
      return to('otp', { paymentMobile, email, errorCode: null });
    }
    case 'otp': {
      if (!answered('otp')) return truth;
      if (answer?.status === 'verified') return to('checkingBalance');
      const code = answer?.error?.code ?? null;
      return to('form', { errorCode: code && SHOWN_IN_OTP_MODAL.includes(code) ? null : code });
    }
    case 'checkingBalance':
      return call('fetchAirtimeBalance', (result) =>
        (result?.balance ?? 0) >= truth.amount
          ? to('confirming')
          : to('insufficient', { errorCode: 'insufficientBalance' }),
      );
    case 'confirming':
      if (event.type === 'confirm.yes') return to('initiating');
      return event.type === 'confirm.no' ? to('form') : truth;
    case 'insufficient':
      return event.type === 'modal.close' ? to('form', { errorCode: null }) : truth;
    case 'initiating':
      return call('initiatePayment', (result) =>
        to('processing', { transactionId: result?.transactionId ?? '' }),
      );
    case 'processing':
      return call('processPayment', () => to('done'));
    case 'resuming':
      return answered('fetchStatus') || rejected('fetchStatus') ? to('done') : truth;
    default:
      return truth;
  }
}

const TAGS: Record<Phase, string[]> = {
  form: ['editable'],
  otp: ['otpOpen'],
  checkingBalance: ['busy', 'checking balance'],
  confirming: ['confirm'],
  insufficient: [],
  initiating: ['busy'],
  processing: ['busy'],
  resuming: ['busy', 'resuming'],
  done: ['busy'],
};

function expect(truth: AirtimeTruth): Expected {
  return {
    tags: TAGS[truth.phase],
    done: truth.phase === 'done',
    context: {
      amount: truth.amount,
      paymentMobile: truth.paymentMobile,
      email: truth.email,
      transactionId: truth.transactionId,
      'error.code': truth.errorCode ?? undefined,
    },
  };
}

export const airtimeOracle: Oracle<AirtimeTruth> = {
  start: (input) => {
    const {
      amount,
      resumeTransactionId = '',
      paymentMobile = '',
    } = input as {
      amount: number;
      resumeTransactionId?: string;
      paymentMobile?: string;
    };
    return {
      phase: resumeTransactionId ? 'resuming' : 'form',
      amount,
      paymentMobile,
      email: '',
      transactionId: resumeTransactionId,
      errorCode: null,
    };
  },
  step,
  expect,
};
