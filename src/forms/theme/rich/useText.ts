import { message, type MessageKey } from '../../messages.ts';
import { useFormTranslate } from '../../useFormTranslate.ts';

/** The rich templates' translator of the engine's `list.*` and `choice.*` words. */
export function useText() {
  const { t } = useFormTranslate();
  return (key: MessageKey, vars?: Record<string, string | number>) => message(t, key, vars);
}
