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

/** The package without its heading: inside a modal the dialog's title already names the form. */
export function withoutHeading(result: ParseResult): ParseResult {
  if (!result.ok) return result;
  const { title: _title, description: _description, ...schema } = result.pkg.schema;
  return {
    ok: true,
    pkg: { ...result.pkg, schema: { ...schema, type: 'object', properties: schema.properties } },
  };
}
