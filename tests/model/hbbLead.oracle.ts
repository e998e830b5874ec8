/**
 * The home-broadband lead's rules, written from the spec alone (its literal values, none of the
 * machine's constants): what the lead page must show after any path of choices, answers and time.
 * - plans: the page's own, or fetched (a loader meanwhile); none fetched leaves an empty table
 *   with the error, and Proceed waits for a chosen plan (HBB-2, HBB-3)
 * - Proceed opens the customer details (HBB-4); Back returns to the plans
 * - the details open the installation address (the `hbbAddress` child, scripted here: confirmed
 *   or closed, HBB-5, HBB-6); a confirmed address has the number validated, then the lead OTP,
 *   then the lead is submitted with the OTP's uniqueCode and the line type (HBB-7, HBB-11)
 * - a refused number shows 'Invalid Mobile No' (code invalidMobile); a closed OTP its own error
 *   (none when the person closed it); closing the address or OTP modal goes back to the details
 * - feasible with a lead id: 'Congratulations', /payment/start after 3 s (HBB-8); not feasible:
 *   'Thank you', the redirect page after 6 s (HBB-9); feasible without a lead id:
 *   'Something Went Wrong!' (code generic) on the details (HBB-10); any failure: its error there
 */
import type { EventObject } from 'xstate';
import type { ClockStep, Expected, Oracle } from './harness.ts';

type Phase =
  | 'loadingPlans'
  | 'choosingPlan'
  | 'details'
  | 'address'
  | 'checkingNumber'
  | 'otp'
  | 'submitting'
  | 'success'
  | 'unavailable'
  | 'redirected';

interface ShownError {
  code: string;
  message?: string;
}

export interface HbbLeadTruth {
  phase: Phase;
  plans: unknown[];
  plan: unknown;
  error: ShownError | null;
  lineType: string;
  uniqueCode: string;
  leadId: string;
  /** Time spent on the success or unavailable modal. */
  shownMs: number;
}

/** HBB-8: /payment/start 3 s after 'Congratulations'. HBB-9: the redirect page 6 s after 'Thank you'. */
const SUCCESS_REDIRECT_MS = 3000;
const UNAVAILABLE_REDIRECT_MS = 6000;

type Answer =
  { ok: true; result?: Record<string, unknown> } | { ok: false; code: string; message?: string };

/** A failed answer as the page shows it: its code with the server's text, if any. */
const shown = (a: Answer, code?: string): ShownError =>
  a.ok
    ? { code: code ?? 'generic' }
    : { code: code ?? a.code, ...(a.message ? { message: a.message } : {}) };

const GENERIC: ShownError = { code: 'generic' };

function answer(truth: HbbLeadTruth, actor: string, event: EventObject): HbbLeadTruth {
  const rejected = event.type.startsWith('xstate.error.actor.');
  const output = (event as { output?: unknown }).output;
  switch (actor) {
    case 'loadPlans': {
      if (truth.phase !== 'loadingPlans') return truth;
      if (rejected) return { ...truth, phase: 'choosingPlan', error: GENERIC };
      const a = output as Answer;
      return a.ok
        ? { ...truth, phase: 'choosingPlan', plans: a.result as unknown as unknown[] }
        : { ...truth, phase: 'choosingPlan', error: shown(a) };
    }
    case 'hbbAddress': {
      if (truth.phase !== 'address') return truth;
      const confirmed = (output as { status: string }).status === 'confirmed';
      return { ...truth, phase: confirmed ? 'checkingNumber' : 'details' };
    }
    case 'validateNumber': {
      if (truth.phase !== 'checkingNumber') return truth;
      if (rejected) return { ...truth, phase: 'details', error: GENERIC };
      const a = output as Answer;
      // REC-4 / HBB-7: a refused number is 'Invalid Mobile No', with the server's text.
      return a.ok
        ? { ...truth, phase: 'otp', lineType: String(a.result?.lineType ?? '') }
        : { ...truth, phase: 'details', error: shown(a, 'invalidMobile') };
    }
    case 'otp': {
      if (truth.phase !== 'otp') return truth;
      const otp = output as { status: string; uniqueCode?: string; error?: ShownError | null };
      return otp.status === 'verified'
        ? { ...truth, phase: 'submitting', uniqueCode: otp.uniqueCode ?? '' }
        : { ...truth, phase: 'details', error: otp.error ?? null };
    }
    case 'submitLead': {
      if (truth.phase !== 'submitting') return truth;
      if (rejected) return { ...truth, phase: 'details', error: GENERIC };
      const a = output as Answer;
      if (!a.ok) return { ...truth, phase: 'details', error: shown(a) };
      const result = a.result as { feasible?: boolean; refLeadId?: string };
      if (!result.feasible) return { ...truth, phase: 'unavailable', shownMs: 0 };
      // HBB-10: feasible but no lead id is 'Something Went Wrong!'.
      if (!result.refLeadId) return { ...truth, phase: 'details', error: GENERIC };
      return { ...truth, phase: 'success', leadId: result.refLeadId, shownMs: 0 };
    }
    default:
      return truth;
  }
}

function elapse(truth: HbbLeadTruth, ms: number): HbbLeadTruth {
  const limit =
    truth.phase === 'success'
      ? SUCCESS_REDIRECT_MS
      : truth.phase === 'unavailable'
        ? UNAVAILABLE_REDIRECT_MS
        : null;
  if (limit === null) return truth;
  const shownMs = truth.shownMs + ms;
  return shownMs >= limit ? { ...truth, phase: 'redirected', shownMs } : { ...truth, shownMs };
}

function step(truth: HbbLeadTruth, event: EventObject): HbbLeadTruth {
  if (truth.phase === 'redirected') return truth;
  if (event.type === 'clock') return elapse(truth, (event as ClockStep).ms);
  const answered = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type);
  if (answered) return answer(truth, answered[1] ?? '', event);
  switch (event.type) {
    case 'plan.select':
      return truth.phase === 'choosingPlan'
        ? { ...truth, plan: (event as { plan?: unknown } & EventObject).plan, error: null }
        : truth;
    case 'plan.proceed':
      return truth.phase === 'choosingPlan' && truth.plan ? { ...truth, phase: 'details' } : truth;
    case 'plan.back':
      return truth.phase === 'details' ? { ...truth, phase: 'choosingPlan', error: null } : truth;
    case 'form.submit':
      return truth.phase === 'details' ? { ...truth, phase: 'address', error: null } : truth;
    case 'modal.close':
      return truth.phase === 'address' || truth.phase === 'otp'
        ? { ...truth, phase: 'details' }
        : truth;
    default:
      // The map's own events (map.pick, address.*) belong to the address modal.
      return truth;
  }
}

const TAGS: Record<Phase, string[]> = {
  loadingPlans: ['planStep', 'plansLoading'],
  choosingPlan: ['planStep'],
  details: ['detailsEditable'],
  address: ['addressOpen'],
  checkingNumber: ['checkingNumber'],
  otp: ['otpOpen'],
  submitting: ['submitting'],
  success: ['successShown'],
  unavailable: ['unavailableShown'],
  redirected: [],
};

function expect(truth: HbbLeadTruth): Expected {
  const sending = truth.phase === 'submitting' || truth.phase === 'success';
  return {
    tags: TAGS[truth.phase],
    done: truth.phase === 'redirected',
    context: {
      plans: truth.plans,
      plan: truth.plan,
      'error.code': truth.error?.code,
      'error.message': truth.error?.message,
      leadId: truth.leadId,
      // HBB-11: the lead carries the OTP's uniqueCode and the validated line type.
      ...(sending ? { uniqueCode: truth.uniqueCode, lineType: truth.lineType } : {}),
    },
  };
}

export const hbbLeadOracle: Oracle<HbbLeadTruth> = {
  start: (input) => {
    const plans = (input as { plans?: unknown[] }).plans ?? [];
    return {
      phase: plans.length > 0 ? 'choosingPlan' : 'loadingPlans',
      plans,
      plan: null,
      error: null,
      lineType: '',
      uniqueCode: '',
      leadId: '',
      shownMs: 0,
    };
  },
  step,
  expect,
};
