import { useMemo } from 'react';
import { useCmsPackage } from '../../../../content/useCmsPackage.ts';
import { parseFormPackage, type ParseResult } from '../../../../forms/formPackage.ts';

/** What a screen shows for a CMS form package: loading, the parsed package, or a load failure. */
export type FormPackageState =
  { status: 'loading' } | { status: 'ready'; pkg: ParseResult } | { status: 'error' };

/** Loads `form-*.json` from the content service in the selected language and parses it. */
export function useFormPackage(name: string): FormPackageState {
  const state = useCmsPackage<unknown>(name);
  return useMemo((): FormPackageState => {
    if (state.status === 'loading') return { status: 'loading' };
    if (state.status === 'error') return { status: 'error' };
    return { status: 'ready', pkg: parseFormPackage(state.data) };
  }, [state]);
}
