import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MachineError } from '../../machines/shared.ts';
import {
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
