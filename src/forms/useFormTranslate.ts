import { useTranslation } from 'react-i18next';
import { VALIDATION_NAMESPACE, type Translate } from './messages.ts';

/** The engine's translator (namespace `validation-translation`) and the current language. */
export interface FormTranslate {
  t: Translate;
  language: string;
}

/** The engine's {@link FormTranslate}. */
export function useFormTranslate(): FormTranslate {
  const { t, i18n } = useTranslation(VALIDATION_NAMESPACE);
  // i18next's overloaded TFunction is wider than the one call shape the message module uses.
  return { t: t as unknown as Translate, language: i18n?.language ?? 'en' };
}
