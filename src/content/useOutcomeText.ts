import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MachineError } from '../../machines/shared.ts';
import {
  genericText,
  messageOrGeneric,
  outcomeNamespaces,
  outcomeText,
  type OutcomeContextName,
  type OutcomeTranslate,
} from './outcomeText.ts';

/** The words of a machine's outcome in one context, in the current language ({@link outcomeText}). */
export function useOutcomeText(name: OutcomeContextName): (error: MachineError) => string {
  const namespaces = useMemo(() => outcomeNamespaces(name), [name]);
  const { t } = useTranslation(namespaces);
  // i18next's overloaded TFunction is wider than the one call shape the module uses.
  const translate = t as unknown as OutcomeTranslate;
  return useCallback(
    (error: MachineError) => outcomeText(translate, name, error),
    [translate, name],
  );
}

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
