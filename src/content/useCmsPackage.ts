/** React bindings of the content layer: a CMS package, the language and the loader status. */
import { useSyncExternalStore } from 'react';
import { loadCmsPackage, peekCmsPackage, type CmsLoadOptions } from './cmsLoader.ts';
import { contentStatusStore, type CmsError, type ContentStatus } from './contentStatus.ts';
import { useServerState } from '../data/useServerState.ts';
import { getLanguage, subscribeLanguage } from './language.ts';

/** What a screen sees of a package. */
export type CmsPackageState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: CmsError };

type Settled<T> = Exclude<CmsPackageState<T>, { status: 'loading' }>;

const loading = { status: 'loading', data: undefined, error: undefined } as const;
const ready = <T>(data: T): Settled<T> => ({ status: 'ready', data, error: undefined });
const failed = <T>(error: CmsError): Settled<T> => ({ status: 'error', data: undefined, error });

/** The selected language, re-rendering on every switch. */
export function useLanguage(): string {
  return useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
}

/** Requests in flight and the last content error (drives the global loading overlay). */
export function useContentStatus(): ContentStatus {
  return useSyncExternalStore(
    contentStatusStore.subscribe,
    contentStatusStore.getSnapshot,
    contentStatusStore.getSnapshot,
  );
}

/**
 * Loads a CMS package for the selected language and reloads it after a language switch.
 * `validate` may be a new function each render; the latest one is used. The loader keeps its own
 * guarantees (shape check, the loading overlay's counter, the session-storage cache); the data
 * layer adds the first render from that cache and drops a late answer for the old language.
 */
export function useCmsPackage<T>(
  name: string,
  validate?: (value: unknown) => value is T,
  options: Omit<CmsLoadOptions<T>, 'validate' | 'language'> = {},
): CmsPackageState<T> {
  const language = useLanguage();
  const { prefixed, ttlMs } = options;
  const state = useServerState<Settled<T>>(
    `cms:${language}:${name}:${prefixed}:${ttlMs}`,
    async (signal) => {
      const opts: CmsLoadOptions<T> = {
        language,
        signal,
        ...(prefixed === undefined ? {} : { prefixed }),
        ...(ttlMs === undefined ? {} : { ttlMs }),
        ...(validate ? { validate } : {}),
      };
      const outcome = await loadCmsPackage<T>(name, opts);
      return outcome.ok ? ready(outcome.data) : failed(outcome.error);
    },
    {
      peek: () => {
        const hit = peekCmsPackage<T>(name, { prefixed, validate, language });
        return hit === undefined ? undefined : ready(hit);
      },
    },
  );
  // After a language switch, show loading until the new language's package arrives.
  return state.status === 'ready' || state.status === 'error' ? state : loading;
}
