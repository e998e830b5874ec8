/** React bindings of the content layer: a CMS package, the language and the loader status. */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { loadCmsPackage, peekCmsPackage, type CmsLoadOptions } from './cmsLoader.ts';
import { contentStatusStore, type CmsError, type ContentStatus } from './contentStatus.ts';
import { getLanguage, subscribeLanguage } from './language.ts';

/** What a screen sees of a package. */
export type CmsPackageState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: CmsError };

const loading = { status: 'loading', data: undefined, error: undefined } as const;

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
 * `validate` may be a new function each render; the latest one is used.
 */
export function useCmsPackage<T>(
  name: string,
  validate?: (value: unknown) => value is T,
  options: Omit<CmsLoadOptions<T>, 'validate' | 'language'> = {},
): CmsPackageState<T> {
  const language = useLanguage();
  const validateRef = useRef(validate);
  // Declared before the loading effect so the load always sees the latest validator.
  useEffect(() => {
    validateRef.current = validate;
  });
  const { prefixed, ttlMs } = options;
  const initial = (): CmsPackageState<T> => {
    const hit = peekCmsPackage<T>(name, { prefixed, validate, language });
    return hit === undefined ? loading : { status: 'ready', data: hit, error: undefined };
  };
  const [state, setState] = useState<{ key: string; value: CmsPackageState<T> }>(() => ({
    key: `${language}:${name}`,
    value: initial(),
  }));
  // The key the first render already found in the cache: loading it again would answer the same
  // cached package and only cost a second render of the screen (speed issue, item 7).
  const cachedAtMount = useRef(state.value.status === 'ready' ? state.key : undefined);

  useEffect(() => {
    let live = true;
    const key = `${language}:${name}`;
    if (cachedAtMount.current === key) {
      cachedAtMount.current = undefined;
      return;
    }
    const opts: CmsLoadOptions<T> = {
      language,
      ...(prefixed === undefined ? {} : { prefixed }),
      ...(ttlMs === undefined ? {} : { ttlMs }),
    };
    if (validateRef.current) opts.validate = validateRef.current;
    void loadCmsPackage<T>(name, opts).then((outcome) => {
      if (!live) return;
      setState({
        key,
        value: outcome.ok
          ? { status: 'ready', data: outcome.data, error: undefined }
          : { status: 'error', data: undefined, error: outcome.error },
      });
    });
    return () => {
      live = false;
    };
  }, [name, language, prefixed, ttlMs]);

  // After a language switch, show loading until the new language's package arrives.
  return state.key === `${language}:${name}` ? state.value : loading;
}
