import { ariaDescribedByIds } from '@rjsf/utils';
import { message, type MessageKey } from '../messages.ts';
import { useFormTranslate } from '../useFormTranslate.ts';

/** The ARIA attributes every input of the theme carries: invalid state and its error line. */
export function inputA11y(id: string, rawErrors: string[] | undefined) {
  return {
    'aria-invalid': (rawErrors?.length ?? 0) > 0,
    'aria-describedby': ariaDescribedByIds(id),
  } as const;
}

/** A widget's translator for the engine's own texts ('No match', 'Digit 1 of 6' ...). */
export function useWidgetText() {
  const { t } = useFormTranslate();
  return (key: MessageKey, vars?: Record<string, string | number>) => message(t, key, vars);
}
