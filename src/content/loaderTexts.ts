/**
 * Texts of the global loading overlay (UI-2, UI-3): from the `loader-translation` package
 * with the spec's defaults, cached 3600 s per language and refetched when no stored copy exists.
 */
import { loadCmsPackage, peekCmsPackage } from './cmsLoader.ts';
import { TRANSLATION_TTL_MS } from './i18nBackend.ts';
import { useServerState } from '../data/useServerState.ts';
import { getLanguage } from './language.ts';
import { useLanguage } from './useCmsPackage.ts';

/** The overlay's texts. */
export interface LoaderTexts {
  wait: string;
  holdOn: string;
  loadingMessage: string;
}

/** Defaults of UI-3. */
export const DEFAULT_LOADER_TEXTS: LoaderTexts = {
  wait: 'Please wait ...',
  holdOn: 'Hold on!',
  loadingMessage: 'We are loading the page for you',
};

/** Package name of the overlay texts. */
export const LOADER_PACKAGE = 'loader-translation';

/** Accepts any object; missing or non-string fields fall back to the defaults. */
const isObject = (value: unknown): value is Partial<Record<keyof LoaderTexts, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function withDefaults(texts: Partial<Record<keyof LoaderTexts, unknown>> | undefined): LoaderTexts {
  const pick = (key: keyof LoaderTexts) => {
    const value = texts?.[key];
    return typeof value === 'string' && value.trim() !== '' ? value : DEFAULT_LOADER_TEXTS[key];
  };
  return { wait: pick('wait'), holdOn: pick('holdOn'), loadingMessage: pick('loadingMessage') };
}

/** The stored texts of a language, or the defaults (no request). */
export function getLoaderTexts(language: string = getLanguage()): LoaderTexts {
  return withDefaults(
    peekCmsPackage(LOADER_PACKAGE, { language, validate: isObject, ttlMs: TRANSLATION_TTL_MS }),
  );
}

/** Fetches the texts when no stored copy exists for the language. Never rejects. */
export async function loadLoaderTexts(
  language: string = getLanguage(),
  signal?: AbortSignal,
): Promise<LoaderTexts> {
  // Not counted as loading: the overlay must not show itself to fetch its own texts.
  const outcome = await loadCmsPackage(LOADER_PACKAGE, {
    language,
    validate: isObject,
    ttlMs: TRANSLATION_TTL_MS,
    countsAsLoading: false,
    signal,
  });
  return withDefaults(outcome.ok ? outcome.data : undefined);
}

type Loaded = { status: 'ready'; texts: LoaderTexts };

/** The overlay texts of the selected language; the stored ones or defaults until the package arrives. */
export function useLoaderTexts(): LoaderTexts {
  const language = useLanguage();
  const state = useServerState<Loaded>(
    `loaderTexts:${language}`,
    async (signal) => ({ status: 'ready', texts: await loadLoaderTexts(language, signal) }),
    {
      peek: () =>
        peekCmsPackage(LOADER_PACKAGE, { language, validate: isObject }) === undefined
          ? undefined
          : { status: 'ready', texts: getLoaderTexts(language) },
    },
  );
  return state.status === 'ready' ? state.texts : getLoaderTexts(language);
}
