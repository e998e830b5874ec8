import { useMemo } from 'react';
import { useCmsPackage } from '../content/useCmsPackage.ts';
import { parseFormPackage, type ParseResult } from './formPackage.ts';

/**
 * What a screen shows for a CMS form package: loading, the parsed package, or a load failure. A
 * failure also carries a failed parse naming the package, so a screen that hands it to SchemaForm
 * shows SchemaForm's "could not be loaded" message as for a broken package.
 */
export type FormPackageState =
  | { status: 'loading' }
  | { status: 'ready'; pkg: ParseResult }
  | { status: 'error'; pkg: ParseResult };

/** A CMS form package (`form-*.json`) by name, in the selected language, parsed for SchemaForm. */
export function useFormPackage(name: string): FormPackageState {
  const state = useCmsPackage<unknown>(name);
  return useMemo((): FormPackageState => {
    if (state.status === 'loading') return { status: 'loading' };
    if (state.status === 'error')
      return { status: 'error', pkg: { ok: false, problems: [`${name} is not available`] } };
    return { status: 'ready', pkg: parseFormPackage(state.data) };
  }, [state, name]);
}

/** The package to hand to SchemaForm (a failed parse when it could not be loaded); none while it loads. */
export const shownPackage = (form: FormPackageState): ParseResult | undefined =>
  form.status === 'loading' ? undefined : form.pkg;
