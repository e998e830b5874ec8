import { describe, expect, it, vi } from 'vitest';
import {
  getLanguage,
  i18nLanguage,
  languageFromPath,
  languagePrefix,
  LANGUAGE_KEY,
  setLanguage,
  subscribeLanguage,
} from './language.ts';

describe('language state', () => {
  // I18N-1
  it('defaults to EN with no prefix', () => {
    expect(getLanguage()).toBe('EN');
    expect(languagePrefix()).toBe('');
    expect(i18nLanguage()).toBe('en');
  });

  // I18N-1
  it('is kept in session storage under selectedLanguage', () => {
    setLanguage('SW');
    expect(sessionStorage.getItem(LANGUAGE_KEY)).toBe('SW');
    expect(getLanguage()).toBe('SW');
    expect(languagePrefix()).toBe('/sw');
    expect(i18nLanguage()).toBe('sw');
  });

  it.each(['SW', 'sw', 'FR', 'Kiswahili'])(
    'uses the /sw prefix for any other value (%s)',
    (value) => {
      sessionStorage.setItem(LANGUAGE_KEY, value);
      expect(languagePrefix()).toBe('/sw');
    },
  );

  it('tells subscribers about a switch, once, and stops after unsubscribe', () => {
    const heard = vi.fn();
    const stop = subscribeLanguage(heard);
    setLanguage('SW');
    setLanguage('SW');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith('SW');
    stop();
    setLanguage('EN');
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('language of a page address', () => {
  // ROUTE-17
  it('/sw/... asks for Swahili at the path without the prefix', () => {
    expect(languageFromPath('/sw/prepaid-recharge')).toEqual({
      language: 'SW',
      pathname: '/prepaid-recharge',
    });
    expect(languageFromPath('/sw')).toEqual({ language: 'SW', pathname: '/' });
    expect(languageFromPath('/sw/')).toEqual({ language: 'SW', pathname: '/' });
  });

  it('/en/... asks for English (the prerendered language links)', () => {
    expect(languageFromPath('/en/prepaid-recharge')).toEqual({
      language: 'EN',
      pathname: '/prepaid-recharge',
    });
  });

  it('any other address asks for nothing', () => {
    expect(languageFromPath('/prepaid-recharge')).toEqual({ pathname: '/prepaid-recharge' });
    expect(languageFromPath('/swahili')).toEqual({ pathname: '/swahili' });
  });
});
