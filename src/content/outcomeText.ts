/**
 * The one place where an outcome (a status code or a reason the machines keep: '2003', '1004',
 * '502', 'invalidMobile', 'generic' ...) becomes the words a person reads (ERR-3).
 *
 * Each screen family words its outcomes in its own CMS translation package, with its own keys, so
 * the table is per context; the spec's English text is every key's default, so a missing
 * translation still shows the right words. The module is pure: callers hand it i18next's `t`.
 */
import type { MachineError } from '../../machines/shared.ts';
import { GENERIC_KEY, GENERIC_TEXT, type OutcomeTranslate } from './genericText.ts';

export {
  GENERIC_TEXT,
  genericText,
  messageOrGeneric,
  type OutcomeTranslate,
} from './genericText.ts';

/** The translation package of the form engine, where the OTP and PIN messages also live. */
const VALIDATION = 'validation-translation';

/** A CMS key, its English default, and its package when not the context's own. */
type Words = readonly [key: string, fallback: string, ns?: string];

interface OutcomeContext {
  /** The context's translation package (i18next namespace). */
  ns: string;
  /** Codes the portal words itself even when the server sent a message. */
  own: Readonly<Record<string, Words>>;
  /** Codes the portal words only when the server sent no message. */
  unlessServerSaid?: Readonly<Record<string, Words>>;
  /** Anything else without a server message. */
  generic: Words;
}

const WRONG_OTP = 'Please enter correct OTP';
const WRONG_PIN = 'Please enter correct PIN';
const EXHAUSTED = 'Maximum attempts exhausted.';
const SEND_LIMIT = 'max limit exhausted, please try after sometime.';

/** Send limit (502) and exhausted (2002) under a context's keys: the server's text comes first. */
const sendLimitAndExhausted = (sendLimit: string, exhausted: string) => ({
  '502': [sendLimit, SEND_LIMIT] as Words,
  '2002': [exhausted, EXHAUSTED] as Words,
});

/** The OTP modal of a page that words only the wrong and exhausted codes (bill, balance check). */
const pageOtp = (ns: string): OutcomeContext => ({
  ns,
  own: {
    '2003': ['otp.incorrect', WRONG_OTP, VALIDATION],
    '2002': ['otp.exhausted', EXHAUSTED],
  },
  generic: [GENERIC_KEY, GENERIC_TEXT],
});

/** Every context the portal words outcomes in, by name. */
export const OUTCOME_CONTEXTS = {
  /** The postpaid bill's OTP modal (recharge-translation). */
  billOtp: pageOtp('recharge-translation'),
  /** The broadband balance check's OTP modal (broadband-translation). */
  broadbandOtp: pageOtp('broadband-translation'),
  /** The toast of a failed broadband balance check (broadband-translation). */
  balance: {
    ns: 'broadband-translation',
    own: { generic: [GENERIC_KEY, GENERIC_TEXT] },
    unlessServerSaid: sendLimitAndExhausted('otp.sendLimit', 'otp.exhausted'),
    generic: [GENERIC_KEY, GENERIC_TEXT],
  },
  /** The home-broadband lead page and its OTP modal (hbb-translation). */
  lead: {
    ns: 'hbb-translation',
    own: {
      invalidMobile: ['errors.invalidMobile', 'Invalid Mobile No'],
      '2003': ['errors.wrongOtp', WRONG_OTP],
    },
    unlessServerSaid: sendLimitAndExhausted('errors.sendLimit', 'errors.otpExhausted'),
    generic: [GENERIC_KEY, GENERIC_TEXT],
  },
  /** The wallet payment screens, their OTP and PIN modals (payment-methods-translation). */
  payment: {
    ns: 'payment-methods-translation',
    own: {
      generic: ['common.generic', GENERIC_TEXT],
      '2003': ['otp.incorrect', WRONG_OTP],
      '2002': ['otp.exhausted', EXHAUSTED],
      '1004': ['pin.incorrect', WRONG_PIN],
      // SmartCash's wrong PIN: the same meaning as 1004 (WAL-10).
      '56D005': ['pin.incorrect', WRONG_PIN],
      insufficientBalance: [
        'airtime.insufficient',
        "Looks like you don't have sufficient balance. Recharge airtime or try different payment method",
      ],
    },
    unlessServerSaid: { '502': ['otp.limit', SEND_LIMIT] },
    generic: ['common.generic', GENERIC_TEXT],
  },
} as const satisfies Record<string, OutcomeContext>;

export type OutcomeContextName = keyof typeof OUTCOME_CONTEXTS;

/** The translation packages a context's words come from (its own first). */
export function outcomeNamespaces(name: OutcomeContextName): string[] {
  const context: OutcomeContext = OUTCOME_CONTEXTS[name];
  const all = [context.own, context.unlessServerSaid ?? {}].flatMap((table) =>
    Object.values(table).map(([, , ns]) => ns ?? context.ns),
  );
  return [...new Set([context.ns, ...all])];
}

/**
 * The words of an outcome in a context: the portal's own words for the codes it owns, else the
 * server's message when there is one (ERR-3: server message preferred), else the words
 * the code stands for, else 'Something Went Wrong!'.
 */
export function outcomeText(
  t: OutcomeTranslate,
  name: OutcomeContextName,
  error: MachineError,
): string {
  const context: OutcomeContext = OUTCOME_CONTEXTS[name];
  const say = ([key, fallback, ns]: Words) =>
    t(key, { ns: ns ?? context.ns, defaultValue: fallback });
  const own = context.own[error.code];
  if (own) return say(own);
  if (error.message) return error.message;
  const worded = context.unlessServerSaid?.[error.code];
  return say(worded ?? context.generic);
}

/** 2003: the wrong-code message comes with the attempts left (OTP-4). */
export function showsAttemptsLeft(error: MachineError | null): boolean {
  return error?.code === '2003';
}
