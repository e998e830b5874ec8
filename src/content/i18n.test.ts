import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../api/client.ts';
import { setRuntimeConfig } from '../api/runtimeConfig.ts';
import { initI18n } from './i18n.ts';
import { isTranslationTree } from './i18nBackend.ts';
import { setLanguage } from './language.ts';
import { createCmsFetchStub, createTestI18n, type CmsFetchStub } from './testing/contentKit.ts';
import { resetContentState } from '../testing/contentState.ts';

let stub: CmsFetchStub;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setRuntimeConfig({ contentBase: 'http://cms.test' });
  stub = createCmsFetchStub({
    '/orp-translation': { header: { home: 'Home' } },
    '/sw/orp-translation': { header: { home: 'Nyumbani' } },
    '/loader-translation': { wait: 'Please wait ...' },
    '/sw/loader-translation': { wait: 'Tafadhali subiri ...' },
    '/recharge-translation': { title: 'Recharge' },
    '/sw/recharge-translation': { title: 'Ongeza salio' },
  });
  configureHttp({ fetch: stub.fetch });
});

afterEach(resetContentState);

describe('initI18n', () => {
  // I18N-2, I18N-3
  it('reads namespaces from the CMS translation packages and follows a language switch', async () => {
    const i18n = initI18n();
    expect(initI18n()).toBe(i18n);
    await vi.waitFor(() => expect(i18n.t('header.home', 'Home (default)')).toBe('Home'));
    await i18n.loadNamespaces('recharge-translation');
    expect(i18n.t('title', { ns: 'recharge-translation' })).toBe('Recharge');
    expect(i18n.t('missing.key', 'Spec default')).toBe('Spec default');

    setLanguage('SW');
    await vi.waitFor(() => expect(i18n.t('header.home', 'Home (default)')).toBe('Nyumbani'));
    expect(i18n.language).toBe('sw');
    expect(stub.requests).toContain('/sw/orp-translation');
    expect(sessionStorage.getItem('cms:SW:orp-translation')).toContain('Nyumbani');
    // Swahili has no fallback to English: a missing Swahili key shows the given default.
    expect(i18n.t('missing.key', 'Spec default')).toBe('Spec default');
    setLanguage('EN');
    await vi.waitFor(() => expect(i18n.language).toBe('en'));
  });
});

describe('createTestI18n', () => {
  it('serves given resources synchronously and defaults otherwise', () => {
    const i18n = createTestI18n({ 'recharge-translation': { title: 'Recharge' } });
    expect(i18n.t('title', { ns: 'recharge-translation' })).toBe('Recharge');
    expect(createTestI18n().t('title', 'Default title')).toBe('Default title');
    const sw = createTestI18n({ sw: { 'recharge-translation': { title: 'Ongeza salio' } } }, 'sw');
    expect(sw.t('title', { ns: 'recharge-translation' })).toBe('Ongeza salio');
  });
});

describe('isTranslationTree', () => {
  it.each([
    [{ a: 'x', b: { c: 'y' } }, true],
    [{ a: 1 }, false],
    [['a'], false],
    [null, false],
  ])('%j -> %s', (value, expected) => expect(isTranslationTree(value)).toBe(expected));
});
