/**
 * The OTP and PIN modals' words: one CMS translation package, `otp-translation` (schemas/cms/{en,sw}),
 * the OTP modal's words under its flow's name (`bill.*`, `broadband.*`, `lead.*`, `payment.*`;
 * each flow keeps its own wording), the resend link and its countdown once for every flow
 * (`resend.*`), and the wallet PIN modal's words (`pin.*`). Every route that opens one of these
 * modals reads the package on its first render (src/app/routeContent.ts). The English package is
 * every key's default. The outcome messages (2003, 2002, 4001, 1004 ...) are not here:
 * src/content/outcomeText.ts words those, in the context named here.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import english from '../../schemas/cms/en/otp-translation.json' with { type: 'json' };
import type { MachineError } from '../../machines/shared.ts';
import type { OutcomeContextName } from '../content/outcomeText.ts';
import { textAt } from '../content/textAt.ts';
import { useOutcomeText } from '../content/useOutcomeText.ts';

/** The CMS translation package of the OTP and PIN modals. */
export const OTP_NAMESPACE = 'otp-translation';

/** The flows with an OTP modal (each one's words are under its name in the package). */
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

/** The context of each flow's outcome messages. */
const OUTCOMES: Record<OtpFlow, OutcomeContextName> = {
  bill: 'billOtp',
  broadband: 'broadbandOtp',
  lead: 'lead',
  payment: 'payment',
};

/** Translator of the package, with the English package as every key's default. */
export function useOtpWords() {
  const { t } = useTranslation(OTP_NAMESPACE);
  return useCallback(
    (key: string, vars: Record<string, string | number> = {}) =>
      t(key, { defaultValue: textAt(english, key) ?? key, ...vars }),
    [t],
  );
}

/** The OTP modal's texts of one flow, in the current language. */
export function useOtpTexts(flow: OtpFlow): OtpDialogTexts {
  const words = useOtpWords();
  const error = useOutcomeText(OUTCOMES[flow]);
  return useMemo(() => {
    const say = (name: string, vars?: Record<string, string | number>) =>
      words(`${flow}.${name}`, vars);
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
  }, [words, flow, error]);
}
