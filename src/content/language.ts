/**
 * Language state of I18N-1: session storage `selectedLanguage`, default 'EN'; any other
 * value means Swahili and the CMS path prefix '/sw'. Listeners hear every switch so content and
 * i18next reload (see i18n.ts and useCmsPackage.ts).
 */

/** Session-storage key of the language state. */
export const LANGUAGE_KEY = 'selectedLanguage';
/** Default language of the language state. */
export const DEFAULT_LANGUAGE = 'EN';

/** i18next language codes the portal ships. */
export type I18nLanguage = 'en' | 'sw';
type Listener = (language: string) => void;

const listeners = new Set<Listener>();

function read(): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** The selected language ('EN' unless something else was chosen in this session). */
export function getLanguage(): string {
  const stored = read();
  return stored === null || stored.trim() === '' ? DEFAULT_LANGUAGE : stored;
}

/** True for the default language (EN, case-insensitive). */
export function isEnglish(language: string = getLanguage()): boolean {
  return language.trim().toUpperCase() === DEFAULT_LANGUAGE;
}

/** CMS path prefix: '' for EN, '/sw' for any other value. */
export function languagePrefix(language: string = getLanguage()): '' | '/sw' {
  return isEnglish(language) ? '' : '/sw';
}

/** The i18next code: EN maps to 'en', anything else to 'sw'. */
export function i18nLanguage(language: string = getLanguage()): I18nLanguage {
  return isEnglish(language) ? 'en' : 'sw';
}

/** Stores the language and tells every listener when it changed. */
export function setLanguage(language: string): void {
  const previous = getLanguage();
  try {
    sessionStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage disabled: the switch still reaches listeners for this page's life.
  }
  if (previous !== language) listeners.forEach((listener) => listener(language));
}

/** Calls `listener` after each language switch; returns the unsubscribe function. */
export function subscribeLanguage(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The language a page address asks for: `/sw/...` (and `/sw`) is the Swahili page at the path
 * without the prefix, `/en/...` the English one, so a language link (the prerendered shell's
 * switch) or the prerendered Swahili page opens in its language. Other paths ask for nothing
 * (the session's choice stands).
 */
export function languageFromPath(pathname: string): { language?: string; pathname: string } {
  const match = /^\/(sw|en)(\/.*)?$/i.exec(pathname);
  if (!match) return { pathname };
  const rest = match[2] && match[2] !== '/' ? match[2] : '/';
  return { language: (match[1] ?? '').toUpperCase(), pathname: rest };
}
