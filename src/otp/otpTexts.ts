/**
 * The OTP modal's words per flow. Each flow words its modal in its own CMS translation package,
 * under its own keys (the packages are the editors' contract, so the keys stay as they are); the
 * spec's English is every key's default. The resend link and its countdown are the same words in
 * every flow (orp-translation `otp.*`), so they are not here; nor are the outcome messages
 * (2003, 2002, 4001 ...): src/content/outcomeText.ts words those, in the context named here.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MachineError } from '../../machines/shared.ts';
import type { OutcomeContextName } from '../content/outcomeText.ts';
import { useOutcomeText } from '../content/useOutcomeText.ts';

/** The flows with an OTP modal. */
export type OtpFlow = 'bill' | 'broadband' | 'lead' | 'payment';

/** The modal's texts, already translated. */
export interface OtpDialogTexts {
  title: string;
  sending: string;
  /** The note under the title once the code is sent. */
  sentTo: (msisdn: string) => string;
  attemptsLeft: (count: number) => string;
  closingSoon: string;
  verify: string;
  verifying: string;
  resending: string;
  /** The message of a machine error (2003, 2002, 4001, 502 ...). */
  error: (error: MachineError) => string;
}

type TextName = Exclude<keyof OtpDialogTexts, 'error'>;

interface FlowWords {
  ns: string;
  outcome: OutcomeContextName;
  keys: Record<TextName, string>;
  defaults: Record<TextName, string>;
}

/** The keys of the packages that name them `otp.*`. */
const OTP_KEYS: Record<TextName, string> = {
  title: 'otp.title',
  sending: 'otp.sending',
  sentTo: 'otp.sentTo',
  attemptsLeft: 'otp.attemptsLeft',
  closingSoon: 'otp.closingSoon',
  verify: 'otp.verify',
  verifying: 'otp.verifying',
  resending: 'otp.resending',
};

/** The English the page flows share. */
const PAGE_DEFAULTS: Omit<Record<TextName, string>, 'sentTo'> = {
  title: 'Verify your number',
  sending: 'Sending the code…',
  attemptsLeft: 'Attempts left: {{count}}',
  closingSoon: 'This window will close shortly.',
  verify: 'Verify',
  verifying: 'Checking the code…',
  resending: 'Sending a new code…',
};

const FLOWS: Record<OtpFlow, FlowWords> = {
  bill: {
    ns: 'recharge-translation',
    outcome: 'billOtp',
    keys: {
      title: 'postpaid.otpTitle',
      sending: 'postpaid.sending',
      sentTo: 'postpaid.otpSent',
      attemptsLeft: 'postpaid.attemptsLeft',
      closingSoon: 'postpaid.closingSoon',
      verify: 'postpaid.continue',
      verifying: 'postpaid.verifying',
      resending: 'postpaid.resending',
    },
    defaults: {
      ...PAGE_DEFAULTS,
      sentTo: 'We sent a one-time code to +255 {{msisdn}}.',
      verify: 'Continue',
    },
  },
  broadband: {
    ns: 'broadband-translation',
    outcome: 'broadbandOtp',
    keys: OTP_KEYS,
    defaults: {
      ...PAGE_DEFAULTS,
      sentTo: 'We sent a 6-digit code to the number ending {{last}}.',
    },
  },
  lead: {
    ns: 'hbb-translation',
    outcome: 'lead',
    keys: OTP_KEYS,
    defaults: {
      ...PAGE_DEFAULTS,
      sentTo: 'We sent a 6-digit code to the number ending in {{last}}.',
    },
  },
  payment: {
    ns: 'payment-methods-translation',
    outcome: 'payment',
    keys: { ...OTP_KEYS, attemptsLeft: 'common.attemptsLeft' },
    defaults: {
      title: 'Enter the verification code',
      sending: 'Sending the code to your phone ...',
      sentTo: 'Enter the 6-digit code we sent by SMS to your number ending {{last}}.',
      attemptsLeft: 'Attempts left: {{count}}',
      closingSoon: 'This window closes by itself in a few seconds.',
      verify: 'Verify',
      verifying: 'Checking the code ...',
      resending: 'Sending a new code ...',
    },
  },
};

/** The OTP modal's texts of one flow, in the current language. */
export function useOtpTexts(flow: OtpFlow): OtpDialogTexts {
  const words = FLOWS[flow];
  const { t } = useTranslation(words.ns);
  const error = useOutcomeText(words.outcome);
  return useMemo(() => {
    const say = (name: TextName, vars: Record<string, string | number> = {}) =>
      t(words.keys[name], { defaultValue: words.defaults[name], ...vars });
    return {
      title: say('title'),
      sending: say('sending'),
      // The bill's note names the whole number, the others its last three digits.
      sentTo: (msisdn) => say('sentTo', { msisdn, last: msisdn.slice(-3) }),
      attemptsLeft: (count) => say('attemptsLeft', { count }),
      closingSoon: say('closingSoon'),
      verify: say('verify'),
      verifying: say('verifying'),
      resending: say('resending'),
      error,
    };
  }, [t, words, error]);
}
