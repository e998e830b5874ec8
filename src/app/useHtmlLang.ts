import { useEffect } from 'react';
import { i18nLanguage } from '../content/language.ts';
import { useLanguage } from '../content/useCmsPackage.ts';

/** Keeps `<html lang>` on the selected language ('en' or 'sw') so screen readers pronounce it right. */
export function useHtmlLang(): void {
  const language = useLanguage();
  useEffect(() => {
    document.documentElement.lang = i18nLanguage(language);
  }, [language]);
}
