/**
 * Texts of the wallet payment screens: the `payment-methods-translation` namespace, with the
 * English package itself as the fallback so a missing translation still shows the spec's words.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import english from '../../../../../schemas/cms/en/payment-methods-translation.json' with { type: 'json' };
import { runtimeConfig } from '../../../../api/runtimeConfig.ts';
import { textAt } from '../../../../content/textAt.ts';
import { useOutcomeText } from '../../../../content/useOutcomeText.ts';
import { OTP_NAMESPACE } from '../../../../otp/otpTexts.ts';

export const PAYMENT_METHODS_NAMESPACE = 'payment-methods-translation';

/** A failure as the machines keep it: a code and maybe the server's text. */
export interface ShownError {
  code: string;
  message?: string;
}

/** Translator of the namespace, plus the message of a machine error. */
export function usePaymentText() {
  // The OTP and PIN modals' words (otp-translation) load with the screen, not when a modal opens:
  // a method page reached straight by its address has not read them on its first render.
  const { t, i18n } = useTranslation([PAYMENT_METHODS_NAMESPACE, OTP_NAMESPACE]);
  const text = useCallback(
    (key: string, vars: Record<string, string | number> = {}) =>
      t(key, {
        defaultValue: textAt(english, key) ?? key,
        product: runtimeConfig().product,
        ...vars,
      }),
    [t],
  );
  const outcome = useOutcomeText('payment');
  // The words of a machine error: src/content/outcomeText.ts, context `payment`.
  const errorText = useCallback(
    (error: ShownError | null | undefined) => (error ? outcome(error) : ''),
    [outcome],
  );
  return { text, errorText, language: i18n.language === 'sw' ? 'SW' : 'EN' };
}
