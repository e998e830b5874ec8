/**
 * Texts of the wallet payment screens: the `payment-methods-translation` namespace, with the
 * English package itself as the fallback so a missing translation still shows the spec's words.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import english from '../../../../../schemas/cms/en/payment-methods-translation.json' with { type: 'json' };
import { runtimeConfig } from '../../../../api/runtimeConfig.ts';

export const PAYMENT_METHODS_NAMESPACE = 'payment-methods-translation';

/** A failure as the machines keep it: a code and maybe the server's text. */
export interface ShownError {
  code: string;
  message?: string;
}

function englishDefault(key: string): string | undefined {
  let node: unknown = english;
  for (const part of key.split('.'))
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** Codes whose words the portal owns (translated); any other code shows the server's message. */
const KNOWN_CODES: Record<string, string> = {
  generic: 'common.generic',
  '2003': 'otp.incorrect',
  '2002': 'otp.exhausted',
  '1004': 'pin.incorrect',
  '56D005': 'pin.incorrect',
  insufficientBalance: 'airtime.insufficient',
};

/** Translator of the namespace, plus the message of a machine error. */
export function usePaymentText() {
  const { t, i18n } = useTranslation(PAYMENT_METHODS_NAMESPACE);
  const text = useCallback(
    (key: string, vars: Record<string, string | number> = {}) =>
      t(key, {
        defaultValue: englishDefault(key) ?? key,
        product: runtimeConfig().product,
        ...vars,
      }),
    [t],
  );
  const errorText = useCallback(
    (error: ShownError | null | undefined) => {
      if (!error) return '';
      const known = KNOWN_CODES[error.code];
      if (known) return text(known);
      // 502 on OTP send: the server's text, else the spec's.
      if (error.code === '502') return error.message || text('otp.limit');
      return error.message || text('common.generic');
    },
    [text],
  );
  return { text, errorText, language: i18n.language === 'sw' ? 'SW' : 'EN' };
}
