import { useMemo } from 'react';
import { useCmsPackage } from '../../content/useCmsPackage.ts';
import {
  fieldListToPackage,
  parseFieldList,
  type AdaptedFieldList,
  type FieldListSchema,
} from '../../forms/fieldListAdapter.ts';
import { parseFormPackage, type FormPackage } from '../../forms/formPackage.ts';

/**
 * A CMS answer is checked, not trusted. It is the operator's field list, or (FORM-18) a whole form
 * package an editor published under the same name to use what a field list cannot say: groups,
 * lists, dates, a field shown only for one answer.
 */
type FormAnswer = FieldListSchema | FormPackage;
const isFormAnswer = (value: unknown): value is FormAnswer =>
  parseFieldList(value).ok || parseFormPackage(value).ok;
const isFieldList = (value: FormAnswer): value is FieldListSchema =>
  Array.isArray((value as { fields?: unknown }).fields);

/** What a field-list form page shows: loading, the adapted form, or a load failure. */
export type FieldListFormState =
  { status: 'loading' } | { status: 'ready'; form: AdaptedFieldList } | { status: 'error' };

/** The form in CMS package `name` (a field list or a form package), as a package for the engine. */
export function useFieldListForm(name: string): FieldListFormState {
  const pkg = useCmsPackage(name, isFormAnswer);
  return useMemo((): FieldListFormState => {
    if (pkg.status === 'loading') return { status: 'loading' };
    if (pkg.status === 'error') return { status: 'error' };
    if (isFieldList(pkg.data)) return { status: 'ready', form: fieldListToPackage(pkg.data, name) };
    const parsed = parseFormPackage(pkg.data);
    if (!parsed.ok) return { status: 'error' };
    // A package names its button as RJSF does (`ui:submitButtonOptions.submitText`).
    const options = parsed.pkg.uiSchema['ui:submitButtonOptions'] as
      { submitText?: unknown } | undefined;
    const submitLabel = typeof options?.submitText === 'string' ? options.submitText : undefined;
    return { status: 'ready', form: { pkg: parsed.pkg, actions: [], submitLabel } };
  }, [pkg, name]);
}
