/**
 * The card payment's rules, written from the spec alone (its literal values, none of the
 * machine's constants): what must hold after any path of submits, answers, popup events and time.
 * - Continue initiates once, then processes; meanwhile the form is locked and a spinner shows
 * - a process answer without transaction id is only logged: the form is usable again (PAY-11)
 * - a paystack gateway (any spelling of "paystack") pays in the inline popup; its script has 20 s
 *   to open it, else the payment ends as cancelled; closed or failing popups end as cancelled too
 * - any other gateway redirects to the redirectUrl it answered; no redirectUrl is a generic error
 * - the popup's success looks the status up once, then the status page
 * - a transaction id carried in (Back from the gateway) looks the status up at once
 */
import type { EventObject } from 'xstate';
import type { ClockStep, Expected, Oracle } from './harness.ts';

type Phase =
  | 'form'
  | 'initiating'
  | 'processing'
  | 'popupLoading'
  | 'popupOpen'
  | 'checking'
  | 'done'
  | 'cancelled'
  | 'redirecting';

export interface CardTruth {
  phase: Phase;
  gateway: string;
  email: string;
  transactionId: string;
  redirectUrl: string;
  errorCode: string | null;
  /** Time spent waiting for the popup's script. */
  loadingMs: number;
}

const SCRIPT_LOAD_MS = 20 * 1_000;

interface Answer {
  ok: boolean;
  code?: string;
  result?: { transactionId?: string; redirectUrl?: string };
}

const answerOf = (event: EventObject) => (event as { output?: Answer }).output;

function step(truth: CardTruth, event: EventObject): CardTruth {
  const answered = (id: string) => event.type === `xstate.done.actor.${id}`;
  const rejected = (id: string) => event.type === `xstate.error.actor.${id}`;
  const toForm = (errorCode: string | null): CardTruth => ({ ...truth, phase: 'form', errorCode });
  switch (truth.phase) {
    case 'form': {
      if (event.type !== 'form.submit') return truth;
      const { gateway, email } = event as EventObject & { gateway: string; email: string };
      return { ...truth, phase: 'initiating', gateway, email, errorCode: null };
    }
    case 'initiating': {
      if (rejected('initiatePayment')) return toForm('generic');
      if (!answered('initiatePayment')) return truth;
      const answer = answerOf(event);
      return answer?.ok
        ? { ...truth, phase: 'processing', transactionId: answer.result?.transactionId ?? '' }
        : toForm(answer?.code ?? 'generic');
    }
    case 'processing': {
      if (rejected('processPayment')) return toForm('generic');
      if (!answered('processPayment')) return truth;
      const answer = answerOf(event);
      if (!answer?.ok) return toForm(answer?.code ?? 'generic');
      if (!answer.result?.transactionId) return toForm(truth.errorCode);
      if (/paystack/i.test(truth.gateway)) return { ...truth, phase: 'popupLoading', loadingMs: 0 };
      if (answer.result.redirectUrl)
        return { ...truth, phase: 'redirecting', redirectUrl: answer.result.redirectUrl };
      return toForm('generic');
    }
    case 'popupLoading':
    case 'popupOpen': {
      if (event.type === 'card.popupSuccess') return { ...truth, phase: 'checking' };
      if (event.type === 'card.popupClosed' || event.type === 'card.popupFailed')
        return { ...truth, phase: 'cancelled' };
      if (truth.phase === 'popupOpen') return truth;
      if (event.type === 'card.popupOpened') return { ...truth, phase: 'popupOpen' };
      if (event.type !== 'clock') return truth;
      const loadingMs = truth.loadingMs + (event as ClockStep).ms;
      return {
        ...truth,
        loadingMs,
        phase: loadingMs >= SCRIPT_LOAD_MS ? 'cancelled' : truth.phase,
      };
    }
    case 'checking':
      return answered('fetchStatus') || rejected('fetchStatus')
        ? { ...truth, phase: 'done' }
        : truth;
    default:
      return truth;
  }
}

const TAGS: Record<Phase, string[]> = {
  form: ['editable'],
  initiating: ['busy'],
  processing: ['busy'],
  popupLoading: ['busy', 'popup'],
  popupOpen: ['busy', 'popup'],
  checking: ['busy'],
  done: ['busy'],
  cancelled: ['busy'],
  redirecting: ['busy'],
};

function expect(truth: CardTruth): Expected {
  return {
    tags: TAGS[truth.phase],
    done: ['done', 'cancelled', 'redirecting'].includes(truth.phase),
    context: {
      transactionId: truth.transactionId,
      gateway: truth.gateway,
      email: truth.email,
      redirectUrl: truth.redirectUrl,
      'error.code': truth.errorCode ?? undefined,
    },
  };
}

export const cardOracle: Oracle<CardTruth> = {
  start: (input) => {
    const transactionId = (input as { resumeTransactionId?: string }).resumeTransactionId ?? '';
    return {
      phase: transactionId ? 'checking' : 'form',
      gateway: '',
      email: '',
      transactionId,
      redirectUrl: '',
      errorCode: null,
      loadingMs: 0,
    };
  },
  step,
  expect,
};
