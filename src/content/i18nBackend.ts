/**
 * i18next backend reading the CMS translation packages: namespace = package name
 * (e.g. 'recharge-translation'), language 'en' → prefix '', 'sw' → '/sw'. Cached 3600 s.
 */
import type { BackendModule, ReadCallback } from 'i18next';
import { loadCmsPackage } from './cmsLoader.ts';

/** Lifetime of a translation package (I18N-3). */
export const TRANSLATION_TTL_MS = 3_600_000;

/** A translation package: nested objects whose leaves are strings. */
export type TranslationTree = { [key: string]: string | TranslationTree };

/** Shape check of a translation package. */
export function isTranslationTree(value: unknown): value is TranslationTree {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((v) => typeof v === 'string' || isTranslationTree(v));
}

/** The CMS-backed i18next backend. */
export function createCmsBackend(): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      void loadCmsPackage(namespace, {
        language: language === 'en' ? 'EN' : 'SW',
        ttlMs: TRANSLATION_TTL_MS,
        validate: isTranslationTree,
      }).then((outcome) => {
        // A missing package is not retried: every t() call carries the spec's English default.
        callback(null, outcome.ok ? outcome.data : {});
      });
    },
  };
}
