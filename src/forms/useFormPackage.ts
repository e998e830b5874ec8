import { useMemo } from 'react';
import { useCmsPackage } from '../content/useCmsPackage.ts';
import { parseFormPackage, type ParseResult } from './formPackage.ts';

/**
 * A CMS form package by name, parsed for SchemaForm. `pkg` is undefined while it loads; a package
 * that could not be fetched is a failed parse, so SchemaForm shows its "could not be loaded"
 * message as for a broken one.
 */
export function useFormPackage(name: string): ParseResult | undefined {
  const state = useCmsPackage<unknown>(name);
  return useMemo(() => {
    if (state.status === 'loading') return undefined;
    if (state.status === 'error') return { ok: false, problems: [`${name} is not available`] };
    return parseFormPackage(state.data);
  }, [state, name]);
}
