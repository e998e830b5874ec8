import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { genericText, messageOrGeneric, type OutcomeTranslate } from './genericText.ts';

/** A package's generic words and the server-message-else-generic rule, in the current language. */
export function useGenericText(ns: string): {
  generic: string;
  orGeneric: (message: string | null | undefined) => string;
} {
  const { t } = useTranslation(ns);
  const translate = t as unknown as OutcomeTranslate;
  return useMemo(
    () => ({
      generic: genericText(translate, ns),
      orGeneric: (message) => messageOrGeneric(translate, ns, message),
    }),
    [translate, ns],
  );
}
