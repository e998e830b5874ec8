/**
 * The postpaid bill lookup's rules, written from the spec alone (its literal values, none of the
 * machine's constants): what must hold after any path of choices, answers and payment.
 * - the bill is asked for via the invoice OTP or via a 10-digit account number (BILL-1, BILL-2)
 * - 60119 / 60005 on the account number keep the modal open with the server's message (BILL-3);
 *   any other failure closes it and shows a toast ('generic' without a code)
 * - the OTP path clears the account number and the account path the OTP id: the bill is asked for
 *   with the one of the path taken (BILL-4)
 * - with the higher-value feature on, 45500.50 shows 45501 with the note; off, 45500.50 (BILL-5)
 * - a bill is paid only with an amount above 0; closing a modal goes back to the two choices
 */
import type { EventObject } from 'xstate';
import type { Expected, Oracle } from './harness.ts';

type Phase =
  'choosing' | 'otpOpen' | 'accountEditing' | 'accountChecking' | 'fetching' | 'billShown' | 'paid';

interface Bill {
  totalOutstanding: number;
  amountToPay: number;
  roundedUp: boolean;
}

export interface BillFetchTruth {
  phase: Phase;
  higherValueFeature: boolean;
  otpId: string;
  accountNo: string;
  bill: Bill | null;
  error: { code: string; message?: string } | null;
}

type Answer =
  | { ok: true; result?: { totalOutstanding?: unknown } }
  | { ok: false; code: string; message?: string };

const ACCOUNT_NO_DIGITS = 10;
const REJECTED_ACCOUNT = ['60119', '60005'];

const failure = (a: Answer): BillFetchTruth['error'] =>
  a.ok ? { code: 'generic' } : { code: a.code, ...(a.message ? { message: a.message } : {}) };

function bill(total: number, higherValueFeature: boolean): Bill {
  const roundedUp = higherValueFeature && Math.floor(total) !== total;
  return { totalOutstanding: total, amountToPay: roundedUp ? Math.ceil(total) : total, roundedUp };
}

function answer(truth: BillFetchTruth, actor: string, event: EventObject): BillFetchTruth {
  const rejected = event.type.startsWith('xstate.error.actor.');
  const output = (event as { output?: unknown }).output;
  if (actor === 'otp' && truth.phase === 'otpOpen') {
    const otp = output as { status: string; id?: string; error?: BillFetchTruth['error'] };
    return otp.status === 'verified'
      ? { ...truth, phase: 'fetching', otpId: otp.id ?? '', accountNo: '' }
      : { ...truth, phase: 'choosing', error: otp.error ?? null };
  }
  if (actor === 'validateAccount' && truth.phase === 'accountChecking') {
    if (rejected) return { ...truth, phase: 'choosing', error: { code: 'generic' } };
    const a = output as Answer;
    if (a.ok) return { ...truth, phase: 'fetching' };
    if (REJECTED_ACCOUNT.includes(a.code))
      return { ...truth, phase: 'accountEditing', error: failure(a) };
    return { ...truth, phase: 'choosing', error: failure(a) };
  }
  if (actor === 'fetchBill' && truth.phase === 'fetching') {
    if (rejected) return { ...truth, phase: 'choosing', error: { code: 'generic' } };
    const a = output as Answer;
    const total = a.ok ? Number(a.result?.totalOutstanding ?? Number.NaN) : Number.NaN;
    if (a.ok && Number.isFinite(total))
      return { ...truth, phase: 'billShown', bill: bill(total, truth.higherValueFeature) };
    return { ...truth, phase: 'choosing', error: failure(a) };
  }
  return truth;
}

function step(truth: BillFetchTruth, event: EventObject): BillFetchTruth {
  const answered = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type);
  if (answered) return answer(truth, answered[1] ?? '', event);
  if (truth.phase === 'paid') return truth;
  const canChoose = truth.phase === 'choosing' || truth.phase === 'billShown';
  switch (event.type) {
    case 'modal.close':
      return { ...truth, phase: 'choosing', error: null };
    case 'bill.viaOtp':
      return canChoose ? { ...truth, phase: 'otpOpen', error: null } : truth;
    case 'bill.viaAccount':
      return canChoose ? { ...truth, phase: 'accountEditing', error: null } : truth;
    case 'account.submit': {
      const accountNo = (event as { accountNo: string } & EventObject).accountNo;
      const valid = accountNo.length === ACCOUNT_NO_DIGITS && /^[0-9]+$/.test(accountNo);
      return truth.phase === 'accountEditing' && valid
        ? { ...truth, phase: 'accountChecking', accountNo, otpId: '', error: null }
        : truth;
    }
    case 'bill.pay': {
      const amount = (event as { amount: number } & EventObject).amount;
      return truth.phase === 'billShown' && amount > 0 ? { ...truth, phase: 'paid' } : truth;
    }
    default:
      return truth;
  }
}

function expect(truth: BillFetchTruth): Expected {
  const done = truth.phase === 'paid';
  return {
    tags: done ? [] : [truth.phase],
    done,
    context: {
      // What the bill is asked for with (the OTP id or the account number) and what the modal shows.
      otpId: truth.otpId,
      accountNo: truth.accountNo,
      'error.code': truth.error?.code,
      'error.message': truth.error?.message,
      // The amount, the note and the pay button's amount, while the bill shows.
      ...(truth.phase === 'billShown' ? { bill: truth.bill } : {}),
    },
  };
}

export const billFetchOracle: Oracle<BillFetchTruth> = {
  start: (input) => ({
    phase: 'choosing',
    higherValueFeature: (input as { higherValueFeature: boolean }).higherValueFeature,
    otpId: '',
    accountNo: '',
    bill: null,
    error: null,
  }),
  step,
  expect,
};
