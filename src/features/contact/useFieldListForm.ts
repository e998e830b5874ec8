import { useMemo } from 'react';
import { useCmsPackage } from '../../content/useCmsPackage.ts';
import {
  fieldListToPackage,
  parseFieldList,
  type AdaptedFieldList,
  type FieldListSchema,
} from '../../forms/fieldListAdapter.ts';

/** A CMS answer is checked, not trusted. */
const isFieldList = (value: unknown): value is FieldListSchema => parseFieldList(value).ok;

/** What a field-list form page shows: loading, the adapted form, or a load failure. */
export type FieldListFormState =
  { status: 'loading' } | { status: 'ready'; form: AdaptedFieldList } | { status: 'error' };

/** The operator's field-list form in CMS package `name`, as a form package for the engine. */
export function useFieldListForm(name: string): FieldListFormState {
  const pkg = useCmsPackage(name, isFieldList);
  return useMemo((): FieldListFormState => {
    if (pkg.status === 'loading') return { status: 'loading' };
    if (pkg.status === 'error') return { status: 'error' };
    return { status: 'ready', form: fieldListToPackage(pkg.data, name) };
  }, [pkg, name]);
}
